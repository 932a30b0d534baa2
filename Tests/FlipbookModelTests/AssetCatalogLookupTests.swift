import FlipbookModel
import Testing

/// How code's names find the catalogue's sets: exactly, else by the one name that differs only
/// in case (`masterCardLimited` for `mastercardLimited.imageset`).
@Suite struct AssetCatalogLookupTests {
    let red = ColorValue.fixed(RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    let green = ColorValue.fixed(RGBA(red: 0, green: 1, blue: 0, alpha: 1))
    let blue = ColorValue.fixed(RGBA(red: 0, green: 0, blue: 1, alpha: 1))

    @Test func anExactNameWinsAndACaseOnlyDifferenceFindsTheOneSet() {
        let catalog = AssetCatalog(colors: ["Brand": red, "brand": green, "mastercardBlue": blue])
        #expect(catalog.color(named: "Brand") == red)
        #expect(catalog.color(named: "brand") == green)
        #expect(catalog.color(named: "masterCardBlue") == blue)
        // Two sets differ from it only in case: neither is guessed.
        #expect(catalog.color(named: "BRAND") == nil)
        #expect(catalog.color(named: "mastercard") == nil)
    }
}
