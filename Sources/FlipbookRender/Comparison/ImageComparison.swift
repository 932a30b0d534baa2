/// Compares a rendered image with a golden one the way people see them (DESIGN §5).
///
/// Both images are composited over white, converted to CIE L*a*b*, and a pixel differs when its
/// CIE ΔE 1994 exceeds a threshold. Optionally, differing pixels that look like the same edge
/// antialiased a little differently are set apart (see `PixelComparator` for the rule).
public enum ImageComparison {
    /// What counts as a difference.
    public struct Options: Hashable, Sendable {
        /// ΔE94 above which a pixel differs. 2.3 is the usual "just noticeable difference".
        public var threshold: Double
        /// Whether differing pixels on antialiased edges are excluded from the count.
        public var excludesAntialiasing: Bool

        public init(threshold: Double = 2.3, excludesAntialiasing: Bool = true) {
            self.threshold = threshold
            self.excludesAntialiasing = excludesAntialiasing
        }
    }

    /// Mean absolute difference of each channel, in 0...255 units.
    public struct ChannelDifference: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// The outcome of a comparison.
    public struct Result: Hashable, Sendable {
        /// The options the images were compared with.
        public var options: Options
        /// Whether the images differ in width or height. Only the overlapping top-left region
        /// is compared pixel by pixel; pixels outside it count as differing.
        public var sizeMismatch: Bool
        /// Pixels whose ΔE exceeds the threshold and that are not excluded as antialiasing.
        public var differingPixelCount: Int
        /// Pixels whose ΔE exceeds the threshold but that were excluded as antialiasing.
        public var antialiasedPixelCount: Int
        /// The largest ΔE94 over the compared pixels (0 when they are all identical).
        public var maximumDeltaE: Double
        /// Mean absolute difference of the raw RGBA bytes over the compared pixels.
        public var meanAbsoluteDifference: ChannelDifference
        /// How many pixels were compared.
        public var comparedPixelCount: Int

        /// Whether the images are the same size and every pixel is identical.
        public var isIdentical: Bool {
            !sizeMismatch && maximumDeltaE == 0
                && meanAbsoluteDifference == ChannelDifference(red: 0, green: 0, blue: 0, alpha: 0)
        }

        /// Whether the images match, allowing up to `allowedDifferingPixels` differing pixels.
        public func passes(allowedDifferingPixels: Int = 0) -> Bool {
            !sizeMismatch && differingPixelCount <= allowedDifferingPixels
        }
    }

    /// Compares `actual` with the golden `expected`.
    public static func compare(
        expected: RasterImage, actual: RasterImage, options: Options = Options()
    )
        -> Result
    {
        let comparator = PixelComparator(expected: expected, actual: actual, options: options)
        let width = comparator.width
        let height = comparator.height
        let sizeMismatch = expected.width != actual.width || expected.height != actual.height
        var differing =
            sizeMismatch
            ? max(expected.width, actual.width) * max(expected.height, actual.height)
                - width * height : 0
        var antialiased = 0
        var maximum = 0.0
        var sums = [Int](repeating: 0, count: 4)

        for y in 0..<height {
            for x in 0..<width {
                let e = comparator.expectedOffset(x, y)
                let a = comparator.actualOffset(x, y)
                var same = true
                for channel in 0..<4 {
                    let d = Int(expected.rgba[e + channel]) - Int(actual.rgba[a + channel])
                    sums[channel] += abs(d)
                    if d != 0 { same = false }
                }
                if same { continue }
                let verdict = comparator.verdict(x, y)
                maximum = max(maximum, verdict.deltaE)
                switch verdict.kind {
                case .different: differing += 1
                case .antialiased: antialiased += 1
                case .withinThreshold: break
                }
            }
        }
        let count = Double(max(width * height, 1))
        let mean = ChannelDifference(
            red: Double(sums[0]) / count, green: Double(sums[1]) / count,
            blue: Double(sums[2]) / count, alpha: Double(sums[3]) / count)
        return Result(
            options: options, sizeMismatch: sizeMismatch, differingPixelCount: differing,
            antialiasedPixelCount: antialiased, maximumDeltaE: maximum,
            meanAbsoluteDifference: mean, comparedPixelCount: width * height)
    }
}
