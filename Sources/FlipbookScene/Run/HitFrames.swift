import FlipbookModel
import FlipbookVocabulary

/// Where a scripted tap or drag finds views: their layout frames moved by the `offset`s on them
/// and on the views around them. SwiftUI hit-tests the model's values, not the animated ones,
/// so a view is found where it ends up; scale and rotation are not taken into account.
struct HitFrames {
    private let frames: [Identity: Rect]
    /// Each view's frames after each of its modifiers (`LayoutTree`'s layers), as drawn.
    private let layers: [Identity: [Rect]]

    init(tree: ViewTree, layout: LayoutTree?) {
        var offsets: [Identity: Point] = [:]
        func visit(_ node: ViewNode, _ inherited: Point) {
            var total = inherited
            for modifier in node.modifiers {
                if case .effect(let effect) = modifier, let offset = effect.base as? Offset {
                    total = Point(x: total.x + offset.x, y: total.y + offset.y)
                }
            }
            offsets[node.identity] = total
            node.forEachChild { visit($0, total) }
        }
        tree.roots.forEach { visit($0, Point(x: 0, y: 0)) }
        var frames: [Identity: Rect] = [:]
        for (identity, offset) in offsets {
            guard let frame = layout?[identity]?.outerFrame else { continue }
            frames[identity] = Rect(x: frame.minX + offset.x, y: frame.minY + offset.y, width: frame.width, height: frame.height)
        }
        self.frames = frames
        var spaces: [Identity: [Rect]] = [:]
        for (identity, offset) in offsets {
            guard let layers = layout?[identity]?.layers, !layers.isEmpty else { continue }
            spaces[identity] = layers.map { Rect(x: $0.minX + offset.x, y: $0.minY + offset.y, width: $0.width, height: $0.height) }
        }
        layers = spaces
    }

    /// A view's frame after its modifiers up to one (a `.coordinateSpace(name:)`), as drawn.
    subscript(space space: CoordinateSpaceLayer) -> Rect? {
        guard let layers = layers[space.node] else { return nil }
        return layers[min(space.layer, layers.count - 1)]
    }

    subscript(identity: Identity) -> Rect? { frames[identity] }

    func contains(_ point: Point, _ identity: Identity) -> Bool {
        guard let frame = frames[identity] else { return false }
        return point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }
}
