import FlipbookModel

/// Lays out a view tree in a canvas (the `layout` stage): SwiftUI's propose/respond algorithm.
public enum LayoutEngine {
    /// - Parameters:
    ///   - scale: pixels per point; frames are rounded to multiples of `1 / scale`.
    public static func layout(_ tree: ViewTree, canvas: Size, scale: Double, measurer: any TextMeasuring) -> LayoutTree {
        LayoutTree(canvas: canvas, nodes: [:])
    }
}
