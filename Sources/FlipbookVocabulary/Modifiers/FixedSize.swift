import FlipbookModel

/// `fixedSize()` and `fixedSize(horizontal:vertical:)`: the view takes its ideal size along
/// the fixed axes (both by default), as laid out by `FixedSizeLayout`.
public struct FixedSize: ViewModifierKind, ArgumentConstructible {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> FixedSize {
        // `fixedSize(horizontal:vertical:)` has no defaults: both labels are required together.
        guard arguments.has("horizontal") || arguments.has("vertical") else { return FixedSize() }
        guard let horizontal = try arguments.bool("horizontal") else { throw arguments.missing("horizontal") }
        guard let vertical = try arguments.bool("vertical") else { throw arguments.missing("vertical") }
        return FixedSize(horizontal: horizontal, vertical: vertical)
    }

    public func resolved(in environment: EnvironmentValues) -> FixedSize { self }

    public var layoutRole: ModifierLayoutRole { .layout(FixedSizeLayout(horizontal: horizontal, vertical: vertical)) }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] { content }

    public var description: String { "fixedSize(horizontal: \(horizontal), vertical: \(vertical))" }
}
