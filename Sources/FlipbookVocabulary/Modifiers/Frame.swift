import FlipbookModel

/// `frame(width:height:alignment:)` and
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: a frame
/// around the view (`FrameLayout`, `FlexibleFrameLayout`). Its geometry animates through the
/// frames layout gives it, so it has no animatable data of its own.
public struct Frame: ViewModifierKind, ArgumentConstructible {
    public enum Form: Hashable, Sendable {
        case fixed(width: Double?, height: Double?)
        case flexible(FlexibleFrame)
    }

    public var form: Form
    public var alignment: Alignment

    public init(_ form: Form, alignment: Alignment = .center) {
        self.form = form
        self.alignment = alignment
    }

    static let flexibleLabels: Set<String> = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Frame {
        let isFlexible = arguments.remainingLabels.contains { $0.map(flexibleLabels.contains) ?? false }
        let form: Form
        if isFlexible {
            // SwiftUI keeps the limits in order: a negative minimum is zero, and the ideal and
            // the maximum are at least what comes before them.
            var frame = FlexibleFrame()
            frame.minWidth = try length(arguments, "minWidth", allowInfinity: false).map { max($0, 0) }
            frame.idealWidth = try length(arguments, "idealWidth", allowInfinity: false).map { max(frame.minWidth ?? 0, $0) }
            frame.maxWidth = try length(arguments, "maxWidth", allowInfinity: true).map {
                max(frame.idealWidth ?? frame.minWidth ?? 0, $0)
            }
            frame.minHeight = try length(arguments, "minHeight", allowInfinity: false).map { max($0, 0) }
            frame.idealHeight = try length(arguments, "idealHeight", allowInfinity: false).map {
                max(frame.minHeight ?? 0, $0)
            }
            frame.maxHeight = try length(arguments, "maxHeight", allowInfinity: true).map {
                max(frame.idealHeight ?? frame.minHeight ?? 0, $0)
            }
            form = .flexible(frame)
        } else {
            // SwiftUI ignores a negative width or height (and logs a runtime issue).
            let width = try length(arguments, "width", allowInfinity: false).flatMap { $0 < 0 ? nil : $0 }
            let height = try length(arguments, "height", allowInfinity: false).flatMap { $0 < 0 ? nil : $0 }
            form = .fixed(width: width, height: height)
        }
        let alignment = try arguments.alignment("alignment") ?? .center
        return Frame(form, alignment: alignment)
    }

    /// A length, which may be negative (SwiftUI's runtime issue, reported as a warning);
    /// infinity only where SwiftUI accepts it (the max limits).
    static func length(_ arguments: any ArgumentReader, _ label: String, allowInfinity: Bool) throws(ArgumentError) -> Double? {
        guard let value = try arguments.double(label) else { return nil }
        if value.isNaN { throw ArgumentError("frame '\(label):' must be a number, not NaN", at: .some(label)) }
        if value < 0 && !value.isInfinite {
            arguments.warn(
                "invalid frame dimension (negative): frame '\(label):' is \(formatNumber(value)); SwiftUI "
                    + (label.hasPrefix("min")
                        ? "uses 0" : label.hasPrefix("ideal") || label.hasPrefix("max") ? "raises it" : "ignores it"),
                at: label)
        }
        if value.isInfinite && !allowInfinity {
            let hint = label.hasSuffix("idth") ? "maxWidth" : "maxHeight"
            throw ArgumentError("frame '\(label):' must be finite; use frame(\(hint): .infinity) to fill", at: .some(label))
        }
        return value
    }

    public func resolved(in environment: EnvironmentValues) -> Frame { self }

    public var layoutRole: ModifierLayoutRole {
        switch form {
        case .fixed(let width, let height): .layout(FrameLayout(width: width, height: height, alignment: alignment))
        case .flexible(let frame): .layout(FlexibleFrameLayout(frame, alignment: alignment))
        }
    }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] { content }

    public var description: String {
        switch form {
        case .fixed(let w, let h):
            "frame(width: \(w.map(formatNumber) ?? "nil"), height: \(h.map(formatNumber) ?? "nil"), alignment: \(alignment))"
        case .flexible(let f):
            "frame(\(f))"
        }
    }
}

/// The limits of a flexible frame; nil means unconstrained in that respect.
public struct FlexibleFrame: Hashable, Sendable, CustomStringConvertible {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
    }

    public var description: String {
        let parts: [(String, Double?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        return parts.compactMap { name, value in value.map { "\(name): \(formatNumber($0))" } }.joined(separator: ", ")
    }
}
