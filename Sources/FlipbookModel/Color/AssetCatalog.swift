/// The colours of the project's asset catalogues (`--assets`), by asset name: what
/// `Color("Brand")`, `UIColor(named:)` and Xcode's generated `Color.brand` find.
public struct AssetCatalog: Hashable, Sendable {
    public var colors: [String: ColorValue]
    /// The image sets' images (PNG, JPEG, or a PDF or SVG rasterized), by asset name
    /// (`Image("hero")`), decoded when drawn.
    public var images: [String: AssetImageSource]
    /// Colour and image sets that could not be read, by asset name, with why (a WebP file
    /// named `.png`, a HEIC): a scene that names one is told why it is not drawn.
    public var unreadable: [String: String] = [:]
    /// The data sets' files as text (`NSDataAsset(name: "london")?.data`, a preview's mock
    /// JSON), by asset name.
    public var dataSets: [String: String] = [:]

    public init(colors: [String: ColorValue] = [:], images: [String: AssetImageSource] = [:]) {
        self.colors = colors
        self.images = images
    }

    public static let empty = AssetCatalog()

    /// The colour set Xcode makes the app's accent (`Color.accentColor`, the default tint).
    public static let accentColorName = "AccentColor"

    public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

    /// The image set `name` (`Image("hero")`): of that exact name, else the one set whose name
    /// differs only in case, as the compiled catalogue's lookup finds `masterCardLimited` for
    /// `mastercardLimited.imageset` [U: see docs/semantics.md].
    public func image(named name: String) -> AssetImageSource? {
        images[name] ?? Self.caseInsensitiveMatch(name, in: images)
    }

    /// The data set `name` (`NSDataAsset(name:)`), found as `image(named:)` finds an image set.
    public func dataSet(named name: String) -> String? {
        dataSets[name] ?? Self.caseInsensitiveMatch(name, in: dataSets)
    }

    /// The colour set `name` (`Color("Brand")`), found as `image(named:)` finds an image set.
    public func color(named name: String) -> ColorValue? {
        colors[name] ?? Self.caseInsensitiveMatch(name, in: colors)
    }

    private static func caseInsensitiveMatch<Value>(_ name: String, in sets: [String: Value]) -> Value? {
        let folded = name.lowercased()
        let matches = sets.filter { $0.key.lowercased() == folded }
        return matches.count == 1 ? matches.first?.value : nil
    }

    /// The image Xcode's generated symbol `name` stands for (`Image(.hero)`).
    /// Whether `name` is the symbol of a folder that provides a namespace
    /// (`ImageResource.Fountain.terracotta` for the image "Fountain/terracotta").
    public func isNamespace(symbol name: String) -> Bool {
        (Array(images.keys) + Array(colors.keys)).contains { key in
            key.split(separator: "/").dropLast().contains { Self.symbolName(of: String($0)) == name || String($0) == name }
        }
    }

    /// The image Xcode's generated symbol `name` stands for: an image set's symbol drops a
    /// trailing "Image" as a colour set's drops "Color" (`mapImage` is `.map`).
    public func image(symbol name: String) -> AssetImageSource? {
        images.first { Self.symbolNames(of: $0.key).contains(name) || Self.imageSymbolName(of: $0.key) == name }?.value
    }

    static func imageSymbolName(of assetName: String) -> String {
        var name = symbolName(of: assetName, droppingColor: false)
        if name.hasSuffix("Image"), name.count > 5 { name.removeLast(5) }
        return name
    }

    /// The colour Xcode's generated symbol `name` stands for (`Color.brandBlue` for the asset
    /// "BrandBlue" or "brand-blue"; "AccentColor" gives `.accent`).
    public func color(symbol name: String) -> ColorValue? {
        colors.first { Self.symbolNames(of: $0.key).contains(name) }?.value
    }

    /// The names code may use for an asset: Xcode's symbol, and for a name in capitals ("BG",
    /// "SE") the name as written, which projects that build use (`.foregroundStyle(.BG)`) [U:
    /// Xcode's rule for all-capital names is not documented; both forms are accepted].
    public static func symbolNames(of assetName: String) -> [String] {
        let symbol = symbolName(of: assetName)
        let leaf = assetName.split(separator: "/").last.map(String.init) ?? assetName
        let isCapitals = leaf.count > 1 && leaf.allSatisfy { $0.isUppercase || $0.isNumber } && leaf.contains { $0.isLetter }
        return isCapitals && symbol != leaf ? [symbol, leaf] : [symbol]
    }

    /// Xcode 15's rule for the Swift name of an asset: words split at non-alphanumerics,
    /// camel-cased with a lowercase start, and a trailing "Color" dropped (when more is left).
    public static func symbolName(of assetName: String) -> String { symbolName(of: assetName, droppingColor: true) }

    private static func symbolName(of assetName: String, droppingColor: Bool) -> String {
        let leaf = assetName.split(separator: "/").last.map(String.init) ?? assetName
        var words: [String] = []
        var current = ""
        for character in leaf {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return leaf }
        // A leading run of capitals is lowercased as a whole ("BGColor" → "bg").
        let capitals = first.prefix { $0.isUppercase }
        var name =
            capitals.count == first.count || capitals.count <= 1
            ? first.prefix(capitals.count == first.count ? first.count : 1).lowercased()
                + first.dropFirst(capitals.count == first.count ? first.count : 1)
            : first.prefix(capitals.count - 1).lowercased() + first.dropFirst(capitals.count - 1)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if droppingColor, name.hasSuffix("Color"), name.count > 5 { name.removeLast(5) }
        return name
    }
}
