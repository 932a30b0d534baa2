import FlipbookModel
import Foundation

/// SwiftUI's `AngularGradient`: a colour for every direction from `center`.
///
/// Cairo has no conic pattern. Flipbook renders one exactly instead of approximating it: every
/// device pixel the shape can cover gets the colour of its own direction (see
/// `FrameDrawer.setConicSource`), and that image is the source the shape is filled through, so
/// the shape's antialiased edges are cairo's as for any other paint. There are no sector seams
/// and no interpolation error; hard stops are aliased along their ray, as cairo's own linear
/// and radial gradients alias theirs.
///
/// Angles are radians, clockwise on screen from the positive x axis. Following Apple's
/// documentation of `AngularGradient`: when `endAngle - startAngle` exceeds 2π only the last
/// complete turn is drawn; when it is less, the missing area takes the colours at locations 1
/// and 0, switching halfway across it. An end before the start sweeps anticlockwise (Flipbook's
/// choice: SwiftUI documents no such case).
struct ConicGradient {
    let stops: [Gradient.Stop]
    let center: Point
    let startAngle: Double
    let endAngle: Double

    init(gradient: Gradient, center: Point, startAngle: Double, endAngle: Double) {
        stops = gradient.normalizedStops
        self.center = center
        self.startAngle = startAngle.isFinite ? startAngle : 0
        self.endAngle = endAngle.isFinite ? endAngle : self.startAngle + 2 * .pi
    }

    /// The colour in the direction `angle` (as `atan2(dy, dx)` with y down).
    func color(atAngle angle: Double) -> RGBA {
        color(at: location(atAngle: angle))
    }

    /// The gradient location (0...1) shown in the direction `angle`.
    func location(atAngle angle: Double) -> Double {
        let turn = 2 * Double.pi
        // Mirror an anticlockwise sweep into a clockwise one.
        let mirrored = endAngle < startAngle
        let phi = mirrored ? -angle : angle
        let start = mirrored ? -startAngle : startAngle
        let end = mirrored ? -endAngle : endAngle
        let sweep = end - start
        if sweep >= turn {
            // The last complete turn: the angle in (end - 2π, end] pointing the same way.
            let back = Self.wrapped(end - phi, turn)
            return (end - back - start) / sweep
        }
        let offset = Self.wrapped(phi - start, turn)
        if sweep > 0 && offset <= sweep { return offset / sweep }
        let gap = turn - sweep
        return offset - sweep < gap / 2 ? 1 : 0
    }

    /// The colour at `location`, interpolated in straight sRGB between the neighbouring stops.
    func color(at location: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location < b.location {
            guard location >= a.location else { continue }
            let t = (location - a.location) / (b.location - a.location)
            func mix(_ x: Double, _ y: Double) -> Double { x.unitClamped + (y.unitClamped - x.unitClamped) * t }
            return RGBA(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    /// `value` modulo `period`, in 0..<period.
    private static func wrapped(_ value: Double, _ period: Double) -> Double {
        let r = value.truncatingRemainder(dividingBy: period)
        return r < 0 ? r + period : (r >= period ? 0 : r)
    }
}
