import FlipbookModel

/// `alignmentGuide(_:computeValue:)`: the view's frame passes through; the stack or frame
/// around it aligns it by the guide the scene's closure computes from its dimensions.
public struct AlignmentGuideModifier: ViewModifierKind {
    public var guide: AlignmentGuide

    public init(_ guide: AlignmentGuide) { self.guide = guide }

    public func resolved(in environment: EnvironmentValues) -> AlignmentGuideModifier { self }
    public var layoutRole: ModifierLayoutRole { .alignmentGuide(guide) }
    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] { content }

    public var description: String {
        switch guide.guide {
        case .horizontal(let h): "alignmentGuide(\(h))"
        case .vertical(let v): "alignmentGuide(\(v))"
        }
    }
}
