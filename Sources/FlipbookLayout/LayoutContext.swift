//  LayoutContext.swift
//  FlipbookLayout
//
//  Status: Complete

import FlipbookModel

/// The state of one `LayoutEngine.layout` call: the flattened tree, the memoised sizes, and the
/// frames placed so far.
///
/// A view is addressed by (arena index, level): level 0 is its content, level k the view once
/// `modifiers[k - 1]` is applied. Sizes are memoised per (index, level, proposal), so a stack
/// that probes a child again, or a parent that asks twice, costs a dictionary lookup; nested
/// stacks therefore stay linear in the number of distinct proposals rather than exponential.
final class LayoutContext {
    let arena: LayoutArena
    private let text: TextLayoutEngine
    /// Stands in for an infinite proposal when placing (see `place`): the canvas size.
    let fallback: Size
    private var sizes: [Key: Size] = [:]
    private var textLayouts: [Key: TextLayout] = [:]
    /// Unrounded frames, `frames[index][level]`.
    private(set) var frames: [[Rect]]
    private(set) var textResults: [TextLayout?]

    private struct Key: Hashable {
        var index: Int
        var level: Int
        var proposal: ProposedSize
    }

    init(arena: LayoutArena, measurer: any TextMeasuring, canvas: Size) {
        self.arena = arena
        self.text = TextLayoutEngine(measurer: measurer)
        self.fallback = canvas
        frames = (0..<arena.count).map { index in
            Array(repeating: Rect.zero, count: arena[index].node.modifiers.count + 1)
        }
        textResults = Array(repeating: nil, count: arena.count)
    }

    /// The outermost level of a view: the frame its parent places.
    func topLevel(_ index: Int) -> Int { arena[index].node.modifiers.count }

    /// The size view `index` at `level` chooses when offered `proposal`.
    func size(_ index: Int, level: Int, _ proposal: ProposedSize) -> Size {
        let entry = arena[index]
        if entry.isEmpty { return .zero }
        let key = Key(index: index, level: level, proposal: proposal)
        if let cached = sizes[key] { return cached }
        let result: Size
        if level == 0 {
            result = contentSize(index, proposal)
        } else if let layout = entry.node.modifiers[level - 1].unaryLayout {
            result = layout.sizeThatFits(proposal) { self.size(index, level: level - 1, $0) }
        } else {
            result = size(index, level: level - 1, proposal)
        }
        let clean = result.sanitized
        sizes[key] = clean
        return clean
    }

    /// The size of a view's content, before any modifier.
    private func contentSize(_ index: Int, _ proposal: ProposedSize) -> Size {
        let entry = arena[index]
        switch entry.node.content {
        case .shape, .color:
            return LeafLayout.fillSize(proposal)
        case .text(let string, let font, _):
            return textLayout(index, string, font, proposal).size
        case .spacer(let minLength):
            return LeafLayout.spacerSize(minLength: minLength, axis: entry.stackAxis, proposal: proposal)
        case .empty:
            return .zero
        case .stack(let kind, _):
            let children = visibleChildren(index)
            if let stack = StackLayout(kind) {
                return stack.plan(count: children.count, proposal: proposal) { i, offer in
                    self.size(children[i], level: self.topLevel(children[i]), offer)
                }.size
            }
            guard case .z(let alignment) = kind else { return .zero }
            return ZStackLayout(alignment: alignment).size(count: children.count, proposal: proposal) { i, offer in
                self.size(children[i], level: self.topLevel(children[i]), offer)
            }
        }
    }

    /// The lines of a text view for a proposal, memoised like sizes.
    func textLayout(_ index: Int, _ string: String, _ font: FontSpec, _ proposal: ProposedSize) -> TextLayout {
        let key = Key(index: index, level: 0, proposal: proposal)
        if let cached = textLayouts[key] { return cached }
        let layout = text.layout(string, font: font, proposal: proposal)
        textLayouts[key] = layout
        return layout
    }

    /// The children of a stack that take part in its layout: `EmptyView`s do not (they get no
    /// space and no spacing, as in SwiftUI where they are no view at all).
    func visibleChildren(_ index: Int) -> [Int] {
        arena[index].children.filter { !arena[$0].isEmpty }
    }

    /// Records a frame (unrounded) for view `index` at `level`.
    func record(_ frame: Rect, index: Int, level: Int) {
        frames[index][level] = frame
    }

    /// Records the text layout of view `index`.
    func record(_ layout: TextLayout, index: Int) {
        textResults[index] = layout
    }
}
