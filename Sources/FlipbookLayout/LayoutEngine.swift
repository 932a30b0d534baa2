//  LayoutEngine.swift
//  FlipbookLayout

import FlipbookModel

/// Lays out a view tree in a canvas (the `layout` stage): SwiftUI's propose/respond algorithm.
///
/// A parent proposes a size to a child (per dimension a length, nil for "your ideal size", or
/// infinity while a stack probes flexibility), the child chooses its size, and the parent places
/// it. A view's modifiers wrap its content from the inside out, each a layout of its own (a
/// modifier whose `layoutRole` is `.layout`) or a drawing effect that keeps the frame. The
/// rules of each construct live on its type in FlipbookVocabulary (`ContainerLayout`,
/// `UnaryLayout`, `LeafView.measure`); this engine only asks and records.
public enum LayoutEngine {
    /// Lays out `tree` in a canvas of `canvas` points.
    ///
    /// The roots are laid out by `rootLayout` (a `VStack`, default spacing, centre alignment)
    /// proposed the whole canvas and centred in it (SEMANTICS §8). Every node of the tree,
    /// including container children and attached views, gets a `NodeLayout`: `layers[0]` its
    /// content's frame, `layers[i + 1]` its frame once `modifiers[i]` is applied, in canvas
    /// points, each rounded to the pixel grid. `EmptyView`s take no space and no spacing.
    ///
    /// - Parameters:
    ///   - tree: the views of one state.
    ///   - canvas: the canvas size in points; a negative, NaN or infinite dimension counts as 0.
    ///   - scale: pixels per point; frames are rounded to multiples of `1 / scale`.
    ///   - measurer: lays out text with the fonts the renderer draws with.
    ///   - evaluator: runs the scene's alignment guide closures and `Layout` types (nil:
    ///     explicit guides ignored, scene layouts take no space).
    /// - Returns: the frames of every view, keyed by identity (a duplicate identity keeps the
    ///   frames of the last view that has it, in tree order).
    public static func layout(
        _ tree: ViewTree, canvas: Size, scale: Double, measurer: any TextMeasuring,
        rootLayout: AnyContainerLayout, evaluator: (any LiveEvaluating)? = nil
    ) -> LayoutTree {
        let canvas = Size(
            width: canvas.width.isFinite ? max(0, canvas.width) : 0,
            height: canvas.height.isFinite ? max(0, canvas.height) : 0)
        let arena = LayoutArena(tree, rootLayout: rootLayout)
        let context = LayoutContext(arena: arena, measurer: measurer, scale: scale, evaluator: evaluator, canvas: canvas)
        let proposal = ProposedSize(canvas)
        let root = arena.rootIndex
        let size = context.size(root, level: context.topLevel(root), proposal)
        let origin = Point(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        context.place(root, level: context.topLevel(root), proposal: proposal, at: origin)

        let grid = PixelGrid(scale: scale)
        var nodes: [Identity: NodeLayout] = [:]
        nodes.reserveCapacity(arena.count)
        for index in 0..<arena.count where arena[index].isReported {
            let layers = context.frames[index].map(grid.round)
            nodes[arena[index].node.identity] = NodeLayout(layers: layers, measurement: context.placedMeasurements[index])
        }
        return LayoutTree(canvas: canvas, nodes: nodes, errors: context.errors)
    }
}
