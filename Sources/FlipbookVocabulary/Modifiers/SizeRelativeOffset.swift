import FlipbookModel

/// A translation in units of the view's own size: what `.move(edge:)`, `.slide` and
/// `.push(from:)` apply (SEMANTICS §2: the view's size, not its container's). Not a modifier a
/// scene can write; transitions use it.
public struct SizeRelativeOffset: ViewModifierKind {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The offset towards `edge`: leading (−1, 0), trailing (1, 0), top (0, −1), bottom (0, 1).
    public static func toward(_ edge: Edge) -> SizeRelativeOffset {
        switch edge {
        case .leading: SizeRelativeOffset(x: -1, y: 0)
        case .trailing: SizeRelativeOffset(x: 1, y: 0)
        case .top: SizeRelativeOffset(x: 0, y: -1)
        case .bottom: SizeRelativeOffset(x: 0, y: 1)
        }
    }

    public static let zero = SizeRelativeOffset(x: 0, y: 0)

    public func resolved(in environment: EnvironmentValues) -> SizeRelativeOffset { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [x, y] }
        set { (x, y) = (newValue[0], newValue[1]) }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        DisplayEffects.transform(.translation(x: x * frame.width, y: y * frame.height), content)
    }

    public var description: String { "offset(\(formatNumber(x))×width, \(formatNumber(y))×height)" }
}

extension Edge {
    public var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}
