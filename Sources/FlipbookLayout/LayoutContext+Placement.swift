//  LayoutContext+Placement.swift
//  FlipbookLayout
//
//  Status: Complete

import FlipbookModel

extension LayoutContext {
    /// Places view `index` at `level`, offered `proposal`, with its frame's origin at `origin`
    /// (canvas points), then everything inside it: the inner levels, the content's children and
    /// the attached backgrounds and overlays.
    ///
    /// A final frame is never infinite: an infinite proposal, which only stacks' flexibility
    /// probes should produce, is replaced here by the canvas size (the outermost container), so
    /// a shape offered infinity at placement fills the canvas rather than breaking the output.
    func place(_ index: Int, level: Int, proposal: ProposedSize, at origin: Point) {
        let proposal = proposal.replacingInfinite(by: fallback)
        let entry = arena[index]
        if entry.isEmpty {
            placeEmpty(index, at: origin)
            return
        }
        let size = self.size(index, level: level, proposal)
        let frame = Rect(origin: origin, size: size)
        record(frame, index: index, level: level)
        guard level > 0 else {
            placeContent(index, proposal: proposal, frame: frame)
            return
        }
        let modifier = entry.node.modifiers[level - 1]
        if let layout = modifier.unaryLayout {
            let childProposal = layout.childPlacementProposal(proposal, size: size)
                .replacingInfinite(by: fallback)
            let childSize = self.size(index, level: level - 1, childProposal)
            let offset = layout.childOrigin(childSize: childSize, in: size)
            place(index, level: level - 1, proposal: childProposal, at: origin + offset)
            return
        }
        // Drawing-only modifiers and attachments: the inner frame is this frame.
        place(index, level: level - 1, proposal: proposal, at: origin)
        switch modifier {
        case .background(_, let alignment), .overlay(_, let alignment):
            if let attached = entry.attachments[level - 1] {
                placeAttachment(attached, in: frame, alignment: alignment)
            }
        default:
            break
        }
    }

    /// Places a background or overlay: offered exactly the size of the view it decorates and
    /// aligned inside that view's frame.
    private func placeAttachment(_ index: Int, in frame: Rect, alignment: Alignment) {
        let proposal = ProposedSize(frame.size)
        let size = self.size(index, level: topLevel(index), proposal)
        let offset = alignment.offset(child: size, container: frame.size)
        place(index, level: topLevel(index), proposal: proposal, at: frame.origin + offset)
    }

    /// An `EmptyView` takes no space: every level is a zero-size frame at `origin`, and what is
    /// attached to it is placed there too.
    private func placeEmpty(_ index: Int, at origin: Point) {
        let entry = arena[index]
        for level in 0...topLevel(index) {
            record(Rect(origin: origin, size: .zero), index: index, level: level)
        }
        for case let attached? in entry.attachments {
            place(attached, level: topLevel(attached), proposal: .zero, at: origin)
        }
        for child in entry.children {
            place(child, level: topLevel(child), proposal: .zero, at: origin)
        }
    }

    /// Places what the content contains: a text's lines, or a stack's children.
    private func placeContent(_ index: Int, proposal: ProposedSize, frame: Rect) {
        switch arena[index].node.content {
        case .text(let string, let font, _):
            record(textLayout(index, string, font, proposal), index: index)
        case .stack(let kind, _):
            if let stack = StackLayout(kind) {
                placeStackChildren(index, stack: stack, proposal: proposal, frame: frame)
            } else if case .z(let alignment) = kind {
                let layout = ZStackLayout(alignment: alignment)
                for child in arena[index].children {
                    let childSize = size(child, level: topLevel(child), proposal)
                    let offset = layout.childOrigin(childSize: childSize, in: frame.size)
                    place(child, level: topLevel(child), proposal: proposal, at: frame.origin + offset)
                }
            }
        case .shape, .color, .spacer, .empty:
            break
        }
    }

    /// Places the children of an HStack or VStack one after the other. An `EmptyView` child is
    /// put, with zero size, where the next child would start.
    private func placeStackChildren(_ index: Int, stack: StackLayout, proposal: ProposedSize, frame: Rect) {
        let visible = visibleChildren(index)
        let plan = stack.plan(count: visible.count, proposal: proposal) { i, offer in
            self.size(visible[i], level: self.topLevel(visible[i]), offer)
        }
        let origins = stack.childOrigins(plan)
        let axis = stack.axis
        var next = 0
        var cursor = 0.0
        for child in arena[index].children {
            if arena[child].isEmpty {
                let across = stack.crossOffset(child: 0, container: plan.size[axis.other])
                place(child, level: topLevel(child), proposal: .zero,
                      at: frame.origin + Point(along: axis, cursor, across: across))
                continue
            }
            place(child, level: topLevel(child), proposal: plan.proposals[next], at: frame.origin + origins[next])
            cursor = origins[next][axis] + plan.sizes[next][axis]
            next += 1
        }
    }
}
