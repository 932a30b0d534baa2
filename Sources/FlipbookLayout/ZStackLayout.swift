//  ZStackLayout.swift
//  FlipbookLayout
//
//  Status: Complete

import FlipbookModel

/// `ZStack`: every child is offered the stack's own proposal, the stack is the union of its
/// children (with the built-in alignments, the largest width by the largest height), and each
/// child is aligned inside the stack by the stack's alignment.
struct ZStackLayout {
    var alignment: Alignment

    /// The stack's size for `proposal`; `child(i, p)` measures child `i`.
    func size(count: Int, proposal: ProposedSize, child: (Int, ProposedSize) -> Size) -> Size {
        var size = Size.zero
        for index in 0..<count {
            let childSize = child(index, proposal)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
        return size
    }

    /// A child's origin relative to the stack's origin.
    func childOrigin(childSize: Size, in size: Size) -> Point {
        alignment.offset(child: childSize, container: size)
    }
}
