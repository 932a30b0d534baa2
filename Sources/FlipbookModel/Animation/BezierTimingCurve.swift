/// A cubic Bézier timing curve from (0, 0) through two control points to (1, 1), solved for
/// y at a given x the way SwiftUI's `BezierAnimation` does (SEMANTICS §1.1).
public struct BezierTimingCurve: Hashable, Sendable {
    /// The solver's tolerance on x, and the grid the output progress is rounded to.
    public static let epsilon = 0x1p-20

    // Polynomial coefficients: X(s) = ((ax·s + bx)·s + cx)·s, and the same for Y.
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double

    /// Creates the curve from its two control points. Control points are not clamped, so a y
    /// outside [0, 1] overshoots, as `Animation.timingCurve` does.
    public init(c0x: Double, c0y: Double, c1x: Double, c1y: Double) {
        cx = 3 * c0x
        bx = 3 * (c1x - c0x) - cx
        ax = 1 - cx - bx
        cy = 3 * c0y
        by = 3 * (c1y - c0y) - cy
        ay = 1 - cy - by
    }

    /// The progress (y) at input progress `u` (x), clamped to [0, 1] first and rounded to a
    /// multiple of 2⁻²⁰ after, as SwiftUI does.
    public func progress(at u: Double) -> Double {
        let s = parameter(forX: min(max(u, 0), 1))
        let y = ((ay * s + by) * s + cy) * s
        return (y / Self.epsilon).rounded() * Self.epsilon
    }

    /// dy/dx at input progress `u`: the rate of progress per unit of input progress.
    public func slope(at u: Double) -> Double {
        var s = parameter(forX: min(max(u, 0), 1))
        // At an end point where both derivatives vanish (easeOut at 0, easeIn at 1) the slope is
        // their limit ratio; stepping off the end point by a hair gives it without a special case.
        if abs(derivativeX(s)) < 1e-12 {
            s = min(max(s, 1e-7), 1 - 1e-7)
        }
        let dx = derivativeX(s)
        guard dx != 0 else { return 0 }
        return derivativeY(s) / dx
    }

    /// Solves X(s) = x for the curve parameter s: Newton steps from s = x, then bisection on
    /// [0, 1] when Newton stalls on a flat derivative or does not converge in time.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = evaluateX(s) - x
            if abs(error) < Self.epsilon { return s }
            let derivative = derivativeX(s)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = x
        // 64 halvings exhaust a Double's precision; the bound only guards against a curve whose
        // x is not monotonic (control x outside [0, 1]), where the tolerance may never be met.
        for _ in 0..<64 {
            let value = evaluateX(s)
            if abs(value - x) < Self.epsilon { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    private func evaluateX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }
}
