import Foundation

/// A Gaussian blur of premultiplied pixels, each of the four bytes of a pixel blurred on its own.
///
/// For σ of 2 pixels or more it is the approximation the SVG and Filter Effects specifications
/// give for `feGaussianBlur`: three successive box blurs of width
/// d = ⌊σ · 3√(2π) / 4 + 0.5⌋ (for an even d, two boxes offset half a pixel to either side and
/// one of width d + 1, so the result stays centred), within a few percent of the true Gaussian.
/// Below 2 pixels, where boxes would be too coarse, it convolves with the sampled Gaussian
/// kernel to ±3σ. Both are separable, done along x then y, and exactly symmetric.
///
/// Integer sums on 8.8 fixed-point values, rounded to 8 bits once at the end, make it
/// deterministic, accurate to one level, and keep premultiplied pixels valid (no colour byte
/// exceeds its alpha).
enum GaussianBlur {
    /// What lies beyond the pixels being blurred.
    enum Edges {
        /// Transparent black: content fades out at the edges (the usual blur).
        case transparent
        /// The edge pixels repeated: no fading (an opaque blur, a backdrop).
        case clamp
    }

    /// Blurs `area` (in the buffer's pixel coordinates) of `buffer` in place.
    static func apply(to buffer: PixelBuffer, area: PixelRect, sigmaX: Double, sigmaY: Double, edges: Edges) {
        guard let base = buffer.base,
            let area = area.intersection(PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        else { return }
        let horizontal = passes(sigma: sigmaX), vertical = passes(sigma: sigmaY)
        guard horizontal != nil || vertical != nil else { return }
        // The area as 8.8 fixed point: passes round to 1/256 of a level, the result once.
        let (width, height) = (area.width, area.height)
        var plane = [UInt16](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = base + (area.y + y) * buffer.stride + area.x * 4
            for i in 0..<(width * 4) { plane[y * width * 4 + i] = UInt16(row[i]) << 8 }
        }
        if let horizontal {
            for y in 0..<height {
                let range = (y * width * 4)..<((y + 1) * width * 4)
                plane.replaceSubrange(range, with: blur(Array(plane[range]), passes: horizontal, edges: edges))
            }
        }
        if let vertical {
            var line = [UInt16](repeating: 0, count: height * 4)
            for x in 0..<width {
                for y in 0..<height {
                    for lane in 0..<4 { line[y * 4 + lane] = plane[(y * width + x) * 4 + lane] }
                }
                let blurred = blur(line, passes: vertical, edges: edges)
                for y in 0..<height {
                    for lane in 0..<4 { plane[(y * width + x) * 4 + lane] = blurred[y * 4 + lane] }
                }
            }
        }
        for y in 0..<height {
            let row = base + (area.y + y) * buffer.stride + area.x * 4
            for i in 0..<(width * 4) { row[i] = UInt8((UInt32(plane[y * width * 4 + i]) + 128) >> 8) }
        }
    }

    /// How many pixels beyond its content a blur of `sigma` reaches (rounded up, plus one for
    /// rounding): a layer must be this much larger than what it holds.
    static func reach(sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        return Int((3 * sigma).rounded(.up)) + 1
    }

    /// One pass of a blur along a line.
    private enum Pass {
        /// A box covering `left` pixels before each pixel and `right` after it.
        case box(left: Int, right: Int)
        /// A sampled Gaussian, weights for offsets −radius...radius.
        case kernel(weights: [Double])
    }

    private static func passes(sigma: Double) -> [Pass]? {
        guard sigma.isFinite, sigma > 0 else { return nil }
        if sigma < 2 {
            let radius = Int((3 * sigma).rounded(.up))
            let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
            let total = raw.reduce(0, +)
            return [.kernel(weights: raw.map { $0 / total })]
        }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 == 1 {
            let half = (d - 1) / 2
            return Array(repeating: .box(left: half, right: half), count: 3)
        }
        return [.box(left: d / 2, right: d / 2 - 1), .box(left: d / 2 - 1, right: d / 2), .box(left: d / 2, right: d / 2)]
    }

    private static func blur(_ line: [UInt16], passes: [Pass], edges: Edges) -> [UInt16] {
        passes.reduce(line) { current, pass in
            switch pass {
            case .box(let left, let right): box(current, left: left, right: right, edges: edges)
            case .kernel(let weights): convolve(current, weights: weights, edges: edges)
            }
        }
    }

    private static func box(_ line: [UInt16], left: Int, right: Int, edges: Edges) -> [UInt16] {
        let n = line.count / 4
        let width = left + right + 1
        var output = [UInt16](repeating: 0, count: line.count)
        for lane in 0..<4 {
            func value(_ i: Int) -> Int {
                if i >= 0 && i < n { return Int(line[i * 4 + lane]) }
                guard edges == .clamp, n > 0 else { return 0 }
                return Int(line[(i < 0 ? 0 : n - 1) * 4 + lane])
            }
            var sum = 0
            for k in -left...right { sum += value(k) }
            for i in 0..<n {
                output[i * 4 + lane] = UInt16((sum + width / 2) / width)
                sum += value(i + right + 1) - value(i - left)
            }
        }
        return output
    }

    private static func convolve(_ line: [UInt16], weights: [Double], edges: Edges) -> [UInt16] {
        let n = line.count / 4
        let radius = weights.count / 2
        var output = [UInt16](repeating: 0, count: line.count)
        for i in 0..<n {
            for lane in 0..<4 {
                var sum = 0.0
                for (k, weight) in weights.enumerated() {
                    var j = i + k - radius
                    if j < 0 || j >= n {
                        guard edges == .clamp else { continue }
                        j = j < 0 ? 0 : n - 1
                    }
                    sum += weight * Double(line[j * 4 + lane])
                }
                output[i * 4 + lane] = UInt16(min(65535, sum.rounded()))
            }
        }
        return output
    }
}
