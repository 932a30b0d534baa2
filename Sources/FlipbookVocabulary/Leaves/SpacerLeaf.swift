import FlipbookModel

/// `Spacer(minLength:)`.
///
/// Inside an HStack or VStack it is flexible along the stack's axis, never shorter than
/// `minLength` (nil: the default spacing, 8), and an unspecified proposal gives `minLength`;
/// across the axis it is 0. Outside a stack (root, ZStack, background) it has no axis, and is
/// chosen to take the proposal along both axes with the same rules. [U] SwiftUI does not
/// document this case.
public struct SpacerLeaf: LeafView, ArgumentConstructible {
    public var minLength: Double?

    public init(minLength: Double? = nil) { self.minLength = minLength }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> SpacerLeaf {
        SpacerLeaf(minLength: try arguments.finiteDouble("minLength"))
    }

    public func resolved(in environment: EnvironmentValues) -> SpacerLeaf { self }

    /// SwiftUI's spacer layout engine reports a priority of −∞: a stack gives every other child
    /// its share first, keeping back the spacer's minimum length, and the spacer takes what is
    /// left (so `HStack { Text(…); Spacer() }` does not squeeze the text to half the row).
    public var intrinsicLayoutPriority: Double { -.infinity }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        let least = minLength.layoutLength ?? StackLayout.defaultSpacing
        func length(_ offer: Double?) -> Double { max(least, offer ?? least) }
        guard let axis = context.spacerAxis else {
            return LeafMeasurement(size: Size(width: length(proposal.width), height: length(proposal.height)))
        }
        return LeafMeasurement(size: Size(along: axis, length(proposal[axis]), across: 0))
    }

    public var animatableData: [Double] {
        get { [] }
        set {}
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) -> [DisplayItem] { [] }

    public var description: String { minLength.map { "Spacer(minLength: \(formatNumber($0)))" } ?? "Spacer" }
}
