/// A layout with exactly one child: what a layout modifier (frame, padding, position…) does.
///
/// Like SwiftUI's `UnaryLayout`, sizing and placing are separate questions: a parent may ask for
/// sizes many times (stacks probe their children) before it places the view once.
public protocol UnaryLayout: Sendable {
    /// The size the layout chooses when offered `proposal`; `child` measures the child for a
    /// proposal (memoised by the caller, so asking twice costs nothing).
    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size

    /// The proposal the child gets when the layout, offered `proposal`, is placed at `size`.
    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize

    /// Where the child's frame starts, relative to the layout's own origin, once the child has
    /// chosen `child` dimensions inside a layout of `size`.
    func childOrigin(child: ViewDimensions, in size: Size) -> Point
}
