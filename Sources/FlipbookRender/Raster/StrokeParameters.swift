import CCairo
import FlipbookModel

/// A `StrokeStyle` checked and converted for cairo.
struct StrokeParameters {
    /// Half a line width in device pixels beyond which a stroke is not drawn: its outline would
    /// leave cairo's fixed-point range.
    static let maximumDeviceHalfWidth = Double(1 << 20)
    /// Dash periods shorter than this (in device pixels) are drawn as a solid line whose alpha
    /// is the dashes' share of the period: cairo would emit millions of invisible dashes.
    static let minimumDevicePeriod = 0.25

    var width: Double
    var cap: cairo_line_cap_t
    var join: cairo_line_join_t
    var miterLimit: Double
    var dashes: [Double]
    var dashPhase: Double
    /// How far the stroke reaches beyond the outline, in user units.
    var reach: Double
    /// Multiplies the paint's alpha (a dash pattern too fine to draw).
    var alphaFactor: Double

    /// Nil when the stroke draws nothing (a zero, negative or non-finite width) or cannot be
    /// drawn safely.
    init?(_ style: StrokeStyle, matrix: cairo_matrix_t) {
        let deviceScale = max(matrix.axisScales.x, matrix.axisScales.y)
        guard style.lineWidth.isFinite, style.lineWidth > 0,
            style.lineWidth / 2 * deviceScale <= StrokeParameters.maximumDeviceHalfWidth
        else { return nil }
        width = style.lineWidth
        cap =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        join =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        miterLimit = style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
        let miterReach = style.lineJoin == .miter ? min(miterLimit, 100) : 1
        reach = style.lineWidth / 2 * max(miterReach, style.lineCap == .square ? 2.0.squareRoot() : 1)
        alphaFactor = 1
        dashes = []
        dashPhase = 0
        // cairo rejects negative dashes and all-zero patterns with an error; SwiftUI draws a
        // solid line for them.
        let dash = style.dash
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
        let sum = dash.reduce(0, +)
        guard sum > 0 else { return }
        // An odd count repeats once more with on and off swapped: the period doubles.
        let period = dash.count % 2 == 0 ? sum : 2 * sum
        if period * deviceScale < StrokeParameters.minimumDevicePeriod {
            let on =
                dash.count % 2 == 0
                ? stride(from: 0, to: dash.count, by: 2).map { dash[$0] }.reduce(0, +)
                : sum
            alphaFactor = min(1, on / period)
            return
        }
        dashes = dash
        dashPhase = style.dashPhase.isFinite ? style.dashPhase : 0
    }

    func apply(to cr: OpaquePointer) {
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        cairo_set_miter_limit(cr, miterLimit)
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), dashPhase) }
    }
}
