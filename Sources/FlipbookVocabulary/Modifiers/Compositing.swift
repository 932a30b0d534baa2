import FlipbookModel

/// `blendMode(_:)`: the view drawn as one layer and composited onto what is below it (up to
/// the nearest `compositingGroup`, else the canvas) with the mode, as Core Graphics' blend
/// modes do; Flipbook uses Cairo's operators of the same names (`plusDarker` is done by hand).
public struct BlendModeModifier: ViewModifierKind, ArgumentConstructible {
    public var mode: BlendMode

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> BlendModeModifier {
        guard let name = try arguments.enumCase(nil, "BlendMode") else { throw arguments.missing(nil) }
        guard let mode = BlendMode(rawValue: name) else {
            throw ArgumentError("blendMode: unknown mode '.\(name)'", at: .some(nil))
        }
        return BlendModeModifier(mode: mode)
    }

    public func resolved(in environment: EnvironmentValues) -> BlendModeModifier { self }
    public var layoutRole: ModifierLayoutRole { .none }
    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        guard mode != .normal, !content.isEmpty else { return content }
        return [.group(GroupItem(blendMode: mode, items: content))]
    }

    public var description: String { "blendMode(.\(mode.rawValue))" }
}

/// `compositingGroup()` and `drawingGroup()`: the view drawn into a layer of its own before
/// what follows (opacity, blend modes of views inside) applies to it as a whole. Offline both
/// rasterize the same way, so `drawingGroup`'s Metal rendering changes nothing.
public struct CompositingGroup: ViewModifierKind, ArgumentConstructible {
    public var name: String

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> CompositingGroup {
        _ = try arguments.bool("opaque")
        _ = try arguments.take("colorMode", as: .enumeration("ColorRenderingMode"))
        return CompositingGroup(name: arguments.callee)
    }

    public func resolved(in environment: EnvironmentValues) -> CompositingGroup { self }
    public var layoutRole: ModifierLayoutRole { .none }
    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        guard !content.isEmpty else { return content }
        return [.group(GroupItem(isolated: true, items: content))]
    }

    public var description: String { "\(name)()" }
}
