import CCairo
import FlipbookModel

/// A `Filter` with its lengths converted to device pixels.
///
/// Blur and shadow radii are Gaussian standard deviations: σ = radius. For `shadow(radius:)`
/// this is Core Animation's `shadowRadius`, which cross-platform comparisons find to be σ (web
/// designers halve a CSS blur radius, which is 2σ by the CSS specification, to get the same
/// shadow on iOS: microsoft/apple-ux-guide "Shadows", react-native-unistyles #1181). For
/// `blur(radius:)` SwiftUI documents only "the radial size of the blur"; σ = radius is what
/// Core Image's Gaussian blur radius and the CSS `blur()` filter function mean, and it makes a
/// blur and a shadow of the same radius spread alike. A filter's lengths are in the space the
/// group sits in (its parent's), so a scaled view's blur scales with it.
struct DeviceFilter {
    /// Device σ beyond which blurs are clamped: a blur that wide is a flat wash on any canvas,
    /// and its margins would make layers huge.
    static let maximumSigma = 1024.0

    enum Kind {
        case blur(opaque: Bool)
        case shadow(color: RGBA, offset: Point)
        case innerShadow(color: RGBA, offset: Point)
        case alphaThreshold(min: Double, max: Double, color: RGBA)
        case colorMatrix(ColorMatrix)
    }

    var kind: Kind
    var sigmaX = 0.0
    var sigmaY = 0.0

    init(_ filter: Filter, parentMatrix m: cairo_matrix_t) {
        func sigmas(_ radius: Double) -> (Double, Double) {
            let r = radius.isFinite ? max(0, radius) : 0
            let (sx, sy) = m.axisScales
            return (min(r * sx, DeviceFilter.maximumSigma), min(r * sy, DeviceFilter.maximumSigma))
        }
        switch filter {
        case .blur(let radius, let opaque):
            kind = .blur(opaque: opaque)
            (sigmaX, sigmaY) = sigmas(radius)
        case .shadow(let color, let radius, let offset):
            let ox = offset.x.isFinite ? offset.x : 0, oy = offset.y.isFinite ? offset.y : 0
            let device = Point(x: m.xx * ox + m.xy * oy, y: m.yx * ox + m.yy * oy)
            kind = .shadow(color: color, offset: device)
            (sigmaX, sigmaY) = sigmas(radius)
        case .innerShadow(let color, let radius, let offset):
            let ox = offset.x.isFinite ? offset.x : 0, oy = offset.y.isFinite ? offset.y : 0
            let device = Point(x: m.xx * ox + m.xy * oy, y: m.yx * ox + m.yy * oy)
            kind = .innerShadow(color: color, offset: device)
            (sigmaX, sigmaY) = sigmas(radius)
        case .alphaThreshold(let low, let high, let color):
            kind = .alphaThreshold(min: low, max: high, color: color)
        case .colorMatrix(let matrix):
            kind = .colorMatrix(matrix)
        }
    }

    /// How many pixels beyond its input the filter's output can reach, on each axis.
    var reach: (x: Int, y: Int) {
        switch kind {
        case .blur(let opaque):
            return opaque ? (0, 0) : (GaussianBlur.reach(sigma: sigmaX), GaussianBlur.reach(sigma: sigmaY))
        // An inner shadow draws nothing outside, but needs the empty margin around its content
        // that casts it.
        case .shadow(_, let offset), .innerShadow(_, let offset):
            let limit = Double(1 << 20)
            return (
                GaussianBlur.reach(sigma: sigmaX) + Int(min(abs(offset.x), limit).rounded(.up)),
                GaussianBlur.reach(sigma: sigmaY) + Int(min(abs(offset.y), limit).rounded(.up))
            )
        case .colorMatrix, .alphaThreshold:
            return (0, 0)
        }
    }
}
