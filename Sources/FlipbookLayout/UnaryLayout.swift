//  UnaryLayout.swift
//  FlipbookLayout
//
//  Status: Complete

import FlipbookModel

/// A layout with exactly one child: a layout modifier such as a frame, padding or position.
///
/// Like SwiftUI's `UnaryLayout`, sizing and placing are separate questions: a parent may ask for
/// sizes many times (stacks probe their children) before it places the view once.
protocol UnaryLayout {
    /// The size the layout chooses when offered `proposal`; `child` measures the child for a
    /// proposal (memoised by the caller, so asking twice costs nothing).
    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size

    /// The proposal the child gets when the layout, offered `proposal`, is placed at `size`.
    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize

    /// Where the child's frame starts, relative to the layout's own origin, once the child has
    /// chosen `childSize` inside a layout of `size`.
    func childOrigin(childSize: Size, in size: Size) -> Point
}

extension ViewModifier {
    /// The layout this modifier performs, or nil for a drawing-only modifier (offset, opacity,
    /// scale, rotation, clip, animation) or an attachment (background, overlay): those leave the
    /// frame of the view they modify unchanged.
    var unaryLayout: (any UnaryLayout)? {
        switch self {
        case .frame(let width, let height, let alignment):
            FrameLayout(width: width, height: height, alignment: alignment)
        case .flexibleFrame(let frame):
            FlexibleFrameLayout(frame)
        case .padding(let insets):
            PaddingLayout(insets: insets)
        case .position(let x, let y):
            PositionLayout(x: x, y: y)
        case .offset, .opacity, .scaleEffect, .rotationEffect, .clipRoundedRectangle, .animation,
             .background, .overlay:
            nil
        }
    }
}
