//  LayoutContext+ScrollTarget.swift
//  FlipbookLayout

import FlipbookModel

extension LayoutContext {
    /// How far the placed content of a scroll view (`children`, showing in `visible`) must move
    /// to bring the view of `target`'s id into sight along the scroll axes; zero when no view
    /// inside has that id.
    func scrollOffset(to target: ScrollTarget, along axes: Set<Axis>, children: [Int], visible: Rect) -> Point {
        guard let found = firstView(matching: target, in: children), !children.isEmpty else { return .zero }
        let targetFrame = frames[found][topLevel(found)]
        let content =
            children.map { frames[$0][topLevel($0)] }.reduce(into: Rect?.none) { union, frame in
                union = union.map { $0.union(frame) } ?? frame
            } ?? visible
        func offset(_ axis: Axis) -> Double {
            guard axes.contains(axis) else { return 0 }
            let horizontal = axis == .horizontal
            return target.offset(
                target: horizontal ? targetFrame.minX : targetFrame.minY,
                horizontal ? targetFrame.width : targetFrame.height,
                visible: horizontal ? visible.minX : visible.minY, horizontal ? visible.width : visible.height,
                content: horizontal ? content.minX : content.minY, horizontal ? content.width : content.height,
                fraction: target.anchor.map { horizontal ? $0.x : $0.y })
        }
        return Point(x: offset(.horizontal), y: offset(.vertical))
    }

    /// The first view, depth first, among `roots` and what they contain, whose identity ends in
    /// the target's id. Iterative: a deep tree must not overflow the stack.
    private func firstView(matching target: ScrollTarget, in roots: [Int]) -> Int? {
        var pending = Array(roots.reversed())
        while let index = pending.popLast() {
            let entry = arena[index]
            if target.matches(entry.node.identity) { return index }
            pending.append(contentsOf: (entry.children + entry.attachments.compactMap { $0 }).reversed())
        }
        return nil
    }
}
