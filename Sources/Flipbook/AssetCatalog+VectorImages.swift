import FlipbookModel
import FlipbookRender

extension AssetCatalog {
    /// The scale a vector image set is rasterized at. Xcode rasterizes a PDF or SVG (without
    /// "Preserve Vector Data") for the device's scale; drawing for a 3x device, the sharpest,
    /// keeps an image that `resizable()` enlarges reasonably crisp.
    static let vectorImageScale = 3.0

    /// The longest side of a vector image set's PDF page or SVG, in points: what a PNG drawn at
    /// 1x may have (`maximumDecodedPixels`, 8192 × 8192).
    static let maximumVectorSide = 8192.0

    /// A vector file an image set may draw from, by its name: a PDF or an SVG.
    static func vectorFormat(of name: String) -> VectorImage.Format? {
        let lower = name.lowercased()
        return lower.hasSuffix(".pdf") ? .pdf : lower.hasSuffix(".svg") ? .svg : nil
    }

    /// The scale a vector image of `size` points is rasterized at: `vectorImageScale`, lower
    /// when that would give more than `maximumImagePixels` (the size in points stays, as a large
    /// photo's does); nil when a side is longer than `maximumVectorSide`.
    static func rasterizationScale(for size: Size) -> Double? {
        guard size.width <= maximumVectorSide, size.height <= maximumVectorSide else { return nil }
        let fitting = (Double(maximumImagePixels) / (size.width * size.height)).squareRoot()
        return min(vectorImageScale, fitting)
    }
}

extension AssetCatalog.ImageSetFile {
    /// The image set's PDF or SVG, drawn at `AssetCatalog.rasterizationScale(for:)`.
    func rasterize(_ bytes: [UInt8], as format: VectorImage.Format) throws(AssetCatalogError) -> Bitmap {
        let rasterized: (image: RasterImage, scale: Double)
        do {
            rasterized = try VectorImage.rasterize(bytes, as: format, scale: AssetCatalog.rasterizationScale(for:))
        } catch {
            switch error {
            case .unreadable(let why):
                let kind = format == .pdf ? "a PDF" : "an SVG"
                throw AssetCatalogError(description: "'\(path)' is not \(kind) Flipbook can read: \(why)")
            case .tooLarge(let size):
                throw AssetCatalogError(
                    description:
                        "'\(path)' is \(formatNumber(size.width)) × \(formatNumber(size.height)) points; an asset PDF "
                        + "or SVG may be at most \(formatNumber(AssetCatalog.maximumVectorSide)) points a side")
            }
        }
        return Bitmap(
            name: name, pixelWidth: rasterized.image.width, pixelHeight: rasterized.image.height,
            scale: rasterized.scale, rgba: rasterized.image.rgba, isTemplate: isTemplate)
    }
}
