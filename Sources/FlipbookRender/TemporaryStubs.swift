// TEMPORARY until the rasterizer lands: lets the façade compile. Deleted at merge.
import FlipbookModel
public struct RasterImage: Sendable { public var width = 0, height = 0; public var rgba: [UInt8] = [] }
public enum PNGCompression: Sendable { case fast, small }
public enum PNGCodec { public static func encode(_ image: RasterImage, compression: PNGCompression) throws -> [UInt8] { [] } }
public struct FontLibrary: Sendable { public init() throws {} }
public struct Rasterizer: Sendable {
    public init(fonts: FontLibrary) {}
    public func rasterize(_ list: DisplayList, scale: Double, background: RGBA?) -> RasterImage { RasterImage() }
}
public struct CairoTextMeasurer: TextMeasuring {
    public init(fonts: FontLibrary) {}
    public func metrics(of font: FontSpec) -> FontMetrics { FontMetrics(ascent: font.size * 0.93, descent: font.size * 0.24) }
    public func width(of text: String, font: FontSpec) -> Double { Double(text.count) * font.size * 0.6 }
}
