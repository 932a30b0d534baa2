import FlipbookModel
import Testing

/// Xcode 15's names for generated asset symbols, which `Color.name` finds.
@Suite struct AssetSymbolNameTests {
    @Test(arguments: [
        ("BrandBlue", "brandBlue"), ("brand-blue", "brandBlue"), ("card background", "cardBackground"),
        ("AccentColor", "accent"), ("Color", "color"), ("BGColor", "bg"), ("URLField", "urlField"),
        ("Colors/Primary", "primary"), ("gray_2", "gray2"),
    ])
    func symbolName(asset: String, symbol: String) {
        #expect(AssetCatalog.symbolName(of: asset) == symbol)
    }

    @Test func aNameInCapitalsIsFoundAsWrittenToo() {
        let background = ColorValue(.adaptive(light: RGBA(hex: 0x101820), dark: RGBA(hex: 0x101820)))
        let catalog = AssetCatalog(colors: ["BG": background])
        #expect(catalog.color(symbol: "BG") == background)
        #expect(catalog.color(symbol: "bg") == background)
        #expect(AssetCatalog.symbolNames(of: "BrandBlue") == ["brandBlue"])
    }

    /// An image set's symbol drops a trailing "Image" (`mapImage` is `Image(.map)`); its full
    /// name is found too.
    @Test func anImageSymbolDropsImage() {
        let map = AssetImageSource(name: "mapImage") { .failure(AssetImageError("unused")) }
        let catalog = AssetCatalog(images: ["mapImage": map])
        #expect(catalog.image(symbol: "map")?.name == "mapImage")
        #expect(catalog.image(symbol: "mapImage")?.name == "mapImage")
        #expect(catalog.image(symbol: "mapImag") == nil)
    }

    @Test func aColourIsFoundByItsSymbol() {
        let brand = ColorValue(.adaptive(light: RGBA(hex: 0x3060E0), dark: RGBA(hex: 0x78B4FF)))
        let catalog = AssetCatalog(colors: ["Brand-Blue": brand])
        #expect(catalog.color(symbol: "brandBlue") == brand)
        #expect(catalog.color(symbol: "brand") == nil)
        #expect(brand.resolved(in: .dark) == RGBA(hex: 0x78B4FF))
    }
}
