import FlipbookModel

/// `hidden()`: the view is laid out as usual (it keeps its space) but nothing of it is drawn;
/// what is attached outside the modifier (`.hidden().background(…)`) still draws.
public struct Hidden: ViewModifierKind, ArgumentConstructible {
    public init() {}

    public static func make(_ arguments: any ArgumentReader) -> Hidden { Hidden() }

    public func resolved(in environment: EnvironmentValues) -> Hidden { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] { [] }

    public var description: String { "hidden()" }
}
