import FlipbookModel

/// `padding()`, `padding(_ length:)`, `padding(_ edges:_ length:)`, `padding(_ insets:)`:
/// space around the view (`PaddingLayout`). The default length is 16 points (SEMANTICS §8).
public struct Padding: ViewModifierKind, ArgumentConstructible {
    public var insets: EdgeInsets

    public init(insets: EdgeInsets) { self.insets = insets }

    public static let defaultLength = 16.0

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Padding {
        var edges = Set(Edge.allCases)
        var length = defaultLength
        if arguments.has(nil) {
            switch try arguments.take(nil, as: .edgeSet) {
            case .edgeSet(let set)?:
                edges = set
                if let given = try arguments.double(nil) { length = given }
            case .edge(let edge)?:
                edges = [edge]
                if let given = try arguments.double(nil) { length = given }
            case .edgeInsets(let insets)?:
                return Padding(insets: insets)
            case .double(let d)?: length = d
            case .int(let i)?: length = Double(i)
            case .none?, nil: break
            default:
                throw ArgumentError("padding takes edges (such as .horizontal) and/or a length", at: .some(nil))
            }
        }
        guard length.isFinite else { throw ArgumentError("padding length must be finite", at: .some(nil)) }
        var insets = EdgeInsets()
        if edges.contains(.top) { insets.top = length }
        if edges.contains(.leading) { insets.leading = length }
        if edges.contains(.bottom) { insets.bottom = length }
        if edges.contains(.trailing) { insets.trailing = length }
        return Padding(insets: insets)
    }

    public func resolved(in environment: EnvironmentValues) -> Padding { self }

    public var layoutRole: ModifierLayoutRole { .layout(PaddingLayout(insets: insets)) }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] { content }

    public var description: String {
        let i = insets
        if i.top == i.leading && i.leading == i.bottom && i.bottom == i.trailing { return "padding(\(formatNumber(i.top)))" }
        return
            "padding(top: \(formatNumber(i.top)), leading: \(formatNumber(i.leading)), bottom: \(formatNumber(i.bottom)), trailing: \(formatNumber(i.trailing)))"
    }
}
