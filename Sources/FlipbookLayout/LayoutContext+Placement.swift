//  LayoutContext+Placement.swift
//  FlipbookLayout

import FlipbookModel

extension LayoutContext {
    /// Places view `index` at `level`, offered `proposal`, with its frame's origin at `origin`
    /// (canvas points), then everything inside it: the inner levels, the content's children and
    /// the attached views.
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
        if case .effect(let effect) = modifier, let layout = unaryLayout(effect.layoutRole) {
            let childProposal = layout.childPlacementProposal(proposal, size: size).replacingInfinite(by: fallback)
            let child = dimensions(index, level: level - 1, childProposal)
            let offset = layout.childOrigin(child: child, in: size)
            place(index, level: level - 1, proposal: childProposal, at: origin + offset)
            return
        }
        // Drawing modifiers and attachments: the inner frame is this frame.
        place(index, level: level - 1, proposal: proposal, at: origin)
        if case .attachment(let attachment) = modifier, let attached = entry.attachments[level - 1] {
            placeAttachment(attached, in: frame, alignment: attachment.alignment)
        }
    }

    /// Places a background, overlay or mask: offered exactly the size of the view it decorates
    /// and aligned inside that view's frame.
    private func placeAttachment(_ index: Int, in frame: Rect, alignment: Alignment) {
        let proposal = ProposedSize(frame.size)
        let child = dimensions(index, level: topLevel(index), proposal)
        let offset = alignment.origin(of: child, in: frame.size)
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

    /// Places what the content contains: a leaf's measurement, or a container's children.
    private func placeContent(_ index: Int, proposal: ProposedSize, frame: Rect) {
        switch arena[index].node.content {
        case .leaf(let leaf):
            record(measurement(index, leaf, proposal), index: index)
        case .container(let layout, _):
            let visible = visibleChildren(index)
            let placements: [SubviewPlacement]
            if let cells = cellPlacements[index] {
                // The parent placed these children (a `GridRow`'s cells, placed by its `Grid`).
                placements = cells.map { cell in
                    var placement = cell
                    placement.position = frame.origin + cell.position
                    return placement
                }
            } else {
                placements = within(layout, proposal: proposal) {
                    layout.base.placeSubviews(in: frame, proposal: proposal, subviews: subviews(of: index))
                }
            }
            within(layout, proposal: proposal) {
                placeChildren(visible, placements, frame: frame)
                // A scroll view asked to scroll to a view inside: placed again, moved by the
                // offset that shows it.
                if let scroll = layout.base.scrollTarget {
                    let shift = scrollOffset(to: scroll.target, along: scroll.axes, children: visible, visible: frame)
                    if shift != .zero {
                        let moved = placements.map { placement in
                            var placement = placement
                            placement.position = placement.position - shift
                            return placement
                        }
                        placeChildren(visible, moved, frame: frame)
                    }
                }
            }
            // An `EmptyView` child goes, with zero size, where the container starts.
            for child in arena[index].children where arena[child].isEmpty {
                place(child, level: topLevel(child), proposal: .zero, at: frame.origin)
            }
        case .empty:
            break
        }
    }

    private func placeChildren(_ visible: [Int], _ placements: [SubviewPlacement], frame: Rect) {
        var next = frame.origin
        for (i, child) in visible.enumerated() {
            guard i < placements.count else {
                place(child, level: topLevel(child), proposal: .zero, at: next)
                continue
            }
            let placement = placements[i]
            let childProposal = placement.proposal.replacingInfinite(by: fallback)
            let size = self.size(child, level: topLevel(child), childProposal)
            let origin = placement.position - Point(x: placement.anchor.x * size.width, y: placement.anchor.y * size.height)
            if let cells = placement.children { cellPlacements[child] = cells }
            place(child, level: topLevel(child), proposal: childProposal, at: origin)
            next = origin
        }
    }
}
