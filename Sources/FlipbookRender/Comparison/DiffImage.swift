extension ImageComparison {
    /// A picture of where two images differ (DESIGN §5).
    ///
    /// The golden image appears as a faint grey ghost so the differences can be located;
    /// differing pixels are red, pixels excluded as antialiasing yellow, and pixels outside the
    /// other image (when the sizes differ) red as well. The result is opaque and as large as the
    /// larger of the two images.
    public static func diffImage(expected: RasterImage, actual: RasterImage, result: Result) -> RasterImage {
        let comparator = PixelComparator(expected: expected, actual: actual, options: result.options)
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        var image = RasterImage(width: width, height: height, fill: DiffColors.different)
        for y in 0..<comparator.height {
            for x in 0..<comparator.width {
                let kind = comparator.verdict(x, y).kind
                image[x, y] =
                    switch kind {
                    case .different: DiffColors.different
                    case .antialiased: DiffColors.antialiased
                    case .withinThreshold: DiffColors.ghost(of: expected, comparator.expectedOffset(x, y))
                    }
            }
        }
        return image
    }
}

/// The colours of a diff image.
enum DiffColors {
    static let different = Pixel(red: 255, green: 0, blue: 0)
    static let antialiased = Pixel(red: 255, green: 200, blue: 0)

    /// The golden pixel's lightness squeezed into the top fifth of the grey range: structure
    /// stays readable while red marks stand out.
    static func ghost(of image: RasterImage, _ offset: Int) -> Pixel {
        let c = PixelComparator.overWhite(image, offset)
        let luma = 0.2126 * c.0 + 0.7152 * c.1 + 0.0722 * c.2
        let grey = UInt8((255 - (255 - luma) * 0.2).rounded())
        return Pixel(red: grey, green: grey, blue: grey)
    }
}
