/// Classifies the pixels of two images for `ImageComparison` and `diffImage`.
///
/// Colours are compared after compositing over white, as a viewer would show them.
///
/// The antialiasing rule: a differing pixel is excluded when each image's colour there is a
/// blend that the other image's 3 × 3 neighbourhood around the same pixel could have produced,
/// that is, when every channel lies within that neighbourhood's per-channel minimum...maximum
/// (±2 levels). An edge drawn up to about a pixel away, or with different coverage, passes this
/// test in both directions. Requiring both directions keeps real changes counted: where a thin
/// line vanished, the missing line's colour appears nowhere near the pixel in the other image;
/// where a fill changed colour, the new colour lies outside the old neighbourhood's range.
struct PixelComparator {
    enum Kind {
        case withinThreshold
        case antialiased
        case different
    }

    /// Tolerance, in 0...255 levels, of the neighbourhood range test.
    static let rangeTolerance = 2.0

    let expected: RasterImage
    let actual: RasterImage
    let options: ImageComparison.Options
    /// The size of the compared (overlapping, top-left) region.
    let width: Int
    let height: Int

    init(expected: RasterImage, actual: RasterImage, options: ImageComparison.Options) {
        self.expected = expected
        self.actual = actual
        self.options = options
        // Malformed images (too few bytes) are compared only over the rows they really have.
        func rows(_ image: RasterImage) -> Int {
            image.width > 0 ? min(image.height, image.rgba.count / (image.width * 4)) : 0
        }
        self.width = max(min(expected.width, actual.width), 0)
        self.height = max(min(rows(expected), rows(actual)), 0)
    }

    func expectedOffset(_ x: Int, _ y: Int) -> Int { (y * expected.width + x) * 4 }
    func actualOffset(_ x: Int, _ y: Int) -> Int { (y * actual.width + x) * 4 }

    /// ΔE94 at (x, y), with the expected colour as reference, and how the pixel counts.
    func verdict(_ x: Int, _ y: Int) -> (deltaE: Double, kind: Kind) {
        let e = PixelComparator.overWhite(expected, expectedOffset(x, y))
        let a = PixelComparator.overWhite(actual, actualOffset(x, y))
        if e == a { return (0, .withinThreshold) }
        let deltaE = CIELab(red: e.0, green: e.1, blue: e.2).deltaE94(to: CIELab(red: a.0, green: a.1, blue: a.2))
        guard deltaE > options.threshold else { return (deltaE, .withinThreshold) }
        if options.excludesAntialiasing,
            isBlend(a, ofNeighbourhoodIn: expected, x, y),
            isBlend(e, ofNeighbourhoodIn: actual, x, y)
        {
            return (deltaE, .antialiased)
        }
        return (deltaE, .different)
    }

    /// Whether `color` lies, channel by channel, within the range of `image`'s 3 × 3
    /// neighbourhood of (x, y).
    private func isBlend(
        _ color: (Double, Double, Double), ofNeighbourhoodIn image: RasterImage, _ x: Int, _ y: Int
    )
        -> Bool
    {
        var low = (Double.infinity, Double.infinity, Double.infinity)
        var high = (-Double.infinity, -Double.infinity, -Double.infinity)
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                let c = PixelComparator.overWhite(image, (ny * image.width + nx) * 4)
                low = (min(low.0, c.0), min(low.1, c.1), min(low.2, c.2))
                high = (max(high.0, c.0), max(high.1, c.1), max(high.2, c.2))
            }
        }
        let t = PixelComparator.rangeTolerance
        return color.0 >= low.0 - t && color.0 <= high.0 + t
            && color.1 >= low.1 - t && color.1 <= high.1 + t
            && color.2 >= low.2 - t && color.2 <= high.2 + t
    }

    /// The straight-alpha pixel at byte `offset` composited over opaque white, in 0...255.
    static func overWhite(_ image: RasterImage, _ offset: Int) -> (Double, Double, Double) {
        let alpha = Double(image.rgba[offset + 3]) / 255
        let white = 255 * (1 - alpha)
        return (
            Double(image.rgba[offset]) * alpha + white,
            Double(image.rgba[offset + 1]) * alpha + white,
            Double(image.rgba[offset + 2]) * alpha + white
        )
    }
}
