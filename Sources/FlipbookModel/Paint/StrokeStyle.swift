/// SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable, CustomStringConvertible {
    public enum LineCap: String, Hashable, Sendable { case butt, round, square }
    public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The animatable part: line width, dash phase (SwiftUI animates both, and the dash lengths).
    public var animatableData: [Double] {
        get { [lineWidth, dashPhase] + dash }
        set {
            guard newValue.count == 2 + dash.count else { return }
            lineWidth = newValue[0]
            dashPhase = newValue[1]
            dash = Array(newValue.dropFirst(2))
        }
    }

    public var description: String {
        var parts = ["width \(formatNumber(lineWidth))"]
        if lineCap != .butt { parts.append("cap \(lineCap.rawValue)") }
        if lineJoin != .miter { parts.append("join \(lineJoin.rawValue)") }
        if !dash.isEmpty {
            parts.append("dash [\(dash.map(formatNumber).joined(separator: " "))] phase \(formatNumber(dashPhase))")
        }
        return parts.joined(separator: " ")
    }
}

/// How a shape item is drawn: filled (with the non-zero or even-odd rule) or stroked.
public enum DrawStyle: Hashable, Sendable, CustomStringConvertible {
    case fill(evenOdd: Bool)
    case stroke(StrokeStyle)

    public var description: String {
        switch self {
        case .fill(let eo): eo ? "fill eo" : "fill"
        case .stroke(let s): "stroke \(s)"
        }
    }
}

/// SwiftUI's `BlendMode`.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
        hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop,
        destinationOver, destinationOut, plusDarker, plusLighter
}
