import FlipbookModel

/// `lineLimit(_:)`, `lineLimit(_:reservesSpace:)` and `lineLimit(_ range:)`: the most lines
/// text below wraps to (nil: no limit); with `reservesSpace: true` the text is as tall as that
/// many lines even when it needs fewer. A range (`2...4`, `3...`, `...2`) limits to its upper
/// bound; its lower bound is not reserved (docs/scene-language.md).
public struct LineLimitModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var limit: Int?
    public var reservesSpace: Bool

    public init(_ limit: Int?, reservesSpace: Bool = false) {
        self.limit = limit
        self.reservesSpace = reservesSpace
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> LineLimitModifier {
        var limit: Int?
        switch try arguments.take(nil, as: .intRange) {
        case .int(let n)?: limit = n
        case .intRange(_, let upper)?: limit = upper
        case .none?: limit = nil
        case nil: throw arguments.missing(nil)
        default: throw ArgumentError("lineLimit: expected a number of lines, a range of them, or nil", at: .some(nil))
        }
        // 0 is no limit, as a text container's maximum number of lines is (docs/semantics.md).
        if limit == 0 { limit = nil }
        if let limit, limit < 0 {
            throw ArgumentError("lineLimit: a text shows at least one line (got \(limit))", at: .some(nil))
        }
        return LineLimitModifier(limit, reservesSpace: try arguments.bool("reservesSpace") ?? false)
    }

    public func apply(to environment: inout EnvironmentValues) {
        environment.lineLimit = limit
        environment.lineLimitReservesSpace = reservesSpace
    }

    public var description: String { "lineLimit(\(limit.map(String.init) ?? "nil"), reservesSpace: \(reservesSpace))" }
}

/// `lineSpacing(_:)`: extra points between the lines of text below.
public struct LineSpacingModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var spacing: Double

    public init(_ spacing: Double) { self.spacing = spacing }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> LineSpacingModifier {
        guard let spacing = try arguments.finiteDouble(nil) else { throw arguments.missing(nil) }
        return LineSpacingModifier(spacing)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.lineSpacing = spacing }

    public var description: String { "lineSpacing(\(spacing))" }
}

/// `multilineTextAlignment(_:)`: how the lines of wrapped text below line up (`.leading`,
/// `.center`, `.trailing`).
public struct MultilineTextAlignmentModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var alignment: TextLayoutOptions.Alignment

    public init(_ alignment: TextLayoutOptions.Alignment) { self.alignment = alignment }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> MultilineTextAlignmentModifier {
        guard let name = try arguments.enumCase(nil, "TextAlignment") else { throw arguments.missing(nil) }
        guard let alignment = TextLayoutOptions.Alignment(rawValue: name) else {
            throw ArgumentError(
                "multilineTextAlignment: unknown alignment '.\(name)' (expected .leading, .center or .trailing)",
                at: .some(nil))
        }
        return MultilineTextAlignmentModifier(alignment)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.multilineTextAlignment = alignment }

    public var description: String { "multilineTextAlignment(.\(alignment.rawValue))" }
}

/// `truncationMode(_:)`: where text below that does not fit is shortened with "…" (`.head`,
/// `.middle`, `.tail`).
public struct TruncationModeModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var mode: TextLayoutOptions.Truncation

    public init(_ mode: TextLayoutOptions.Truncation) { self.mode = mode }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> TruncationModeModifier {
        guard let name = try arguments.enumCase(nil, "Text.TruncationMode") else { throw arguments.missing(nil) }
        guard let mode = TextLayoutOptions.Truncation(rawValue: name) else {
            throw ArgumentError(
                "truncationMode: unknown mode '.\(name)' (expected .head, .middle or .tail)", at: .some(nil))
        }
        return TruncationModeModifier(mode)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.truncationMode = mode }

    public var description: String { "truncationMode(.\(mode.rawValue))" }
}

/// `minimumScaleFactor(_:)`: how far text below may shrink (down to this fraction of its
/// size) before it is truncated.
public struct MinimumScaleFactorModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var factor: Double

    public init(_ factor: Double) { self.factor = factor }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> MinimumScaleFactorModifier {
        guard let factor = try arguments.finiteDouble(nil) else { throw arguments.missing(nil) }
        // SwiftUI takes the factor as given; outside (0, 1] it means no shrinking.
        return MinimumScaleFactorModifier(factor > 0 && factor <= 1 ? factor : 1)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.minimumScaleFactor = factor }

    public var description: String { "minimumScaleFactor(\(factor))" }
}

/// `containerShape(_:)`: the shape a `ContainerRelativeShape` inside takes (a card's rounded
/// rectangle, a badge's circle).
public struct ContainerShapeModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var shape: ShapeGeometry

    public init(_ shape: ShapeGeometry) { self.shape = shape }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ContainerShapeModifier {
        guard case .shape(let shape)? = try arguments.take(nil, as: .shape) else {
            throw ArgumentError("containerShape(_:) needs a shape", at: .some(nil))
        }
        return ContainerShapeModifier(shape)
    }

    public func apply(to environment: inout EnvironmentValues) {
        // A container inside a container: its own shape, resolved against the outer one.
        environment.containerShape = shape.resolvingContainer(environment.containerShape)
    }

    public var description: String { "containerShape(\(shape))" }
}
