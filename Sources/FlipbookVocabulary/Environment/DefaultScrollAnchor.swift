import FlipbookModel

/// `defaultScrollAnchor(_:)` and iOS 18's `defaultScrollAnchor(_:for:)`: where scroll views
/// below rest. The content's anchor point sits on the scroll view's (`.bottom`: a chat scrolled
/// to its end): as the initial offset where the content is longer than the scroll view, and as
/// its alignment where it is shorter. The roles are `.initialOffset`, `.alignment` and
/// `.sizeChanges` (which changes nothing at rest); without one, all apply.
public struct DefaultScrollAnchor: EnvironmentModifierKind, ArgumentConstructible {
    public var anchor: UnitPoint?
    /// Whether the anchor places content longer than the scroll view, and shorter.
    public var setsInitialOffset: Bool
    public var aligns: Bool

    public init(_ anchor: UnitPoint?, setsInitialOffset: Bool = true, aligns: Bool = true) {
        self.anchor = anchor
        self.setsInitialOffset = setsInitialOffset
        self.aligns = aligns
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> DefaultScrollAnchor {
        let anchor = try arguments.unitPoint(nil)
        guard let role = try arguments.enumCase("for", "ScrollAnchorRole") else { return DefaultScrollAnchor(anchor) }
        switch role {
        case "initialOffset": return DefaultScrollAnchor(anchor, setsInitialOffset: true, aligns: false)
        case "alignment": return DefaultScrollAnchor(anchor, setsInitialOffset: false, aligns: true)
        case "sizeChanges": return DefaultScrollAnchor(nil, setsInitialOffset: false, aligns: false)
        default:
            throw ArgumentError(
                "defaultScrollAnchor: unknown role '.\(role)' (expected .initialOffset, .alignment or .sizeChanges)",
                at: .some("for"))
        }
    }

    public func apply(to environment: inout EnvironmentValues) {
        guard anchor != nil || (!setsInitialOffset && !aligns) else {
            environment.scrollAnchor = ScrollAnchor()
            return
        }
        guard let anchor else { return }
        if setsInitialOffset { environment.scrollAnchor.initialOffset = anchor }
        if aligns { environment.scrollAnchor.alignment = anchor }
    }

    public var description: String {
        "defaultScrollAnchor(\(anchor.map { "\($0)" } ?? "nil"))"
    }
}
