//  LeafLayout.swift
//  FlipbookLayout
//
//  Status: Complete

import FlipbookModel

/// The sizes of views without children: shapes, colours and spacers. Text has its own engine
/// (`TextLayoutEngine`).
enum LeafLayout {
    /// SwiftUI's answer for an unspecified dimension of a shape or colour.
    static let defaultShapeLength = 10.0

    /// A shape (any kind: a `Circle` draws inscribed in this frame) or a `Color`: it takes the
    /// proposal, and 10 points in an unspecified dimension, as SwiftUI does. An infinite
    /// proposal is answered with infinity; that only happens while a stack probes flexibility,
    /// since placement never proposes infinity (see `LayoutContext.place`).
    static func fillSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(by: Size(width: defaultShapeLength, height: defaultShapeLength))
    }

    /// A `Spacer`.
    ///
    /// Inside an HStack or VStack it is flexible along the stack's axis, never shorter than
    /// `minLength` (nil: the default spacing, 8) and an unspecified proposal gives `minLength`;
    /// across the axis it is 0. Outside a stack (root, ZStack, background) it has no axis, and
    /// is chosen to take the proposal along both axes with the same rules. [U] SwiftUI does not
    /// document this case.
    static func spacerSize(minLength: Double?, axis: Axis?, proposal: ProposedSize) -> Size {
        let least = minLength.layoutLength.flatMap { $0.isFinite ? $0 : nil } ?? StackLayout.defaultSpacing
        func length(_ offer: Double?) -> Double { max(least, offer ?? least) }
        guard let axis else {
            return Size(width: length(proposal.width), height: length(proposal.height))
        }
        return Size(along: axis, length(proposal[axis]), across: 0)
    }
}
