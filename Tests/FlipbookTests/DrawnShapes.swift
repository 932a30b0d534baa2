import Flipbook
import FlipbookModel

/// A shape of a display list as it lands on the canvas: its path's bounds after every
/// enclosing group's transform, and the product of the groups' opacities.
///
/// Tests measure geometry with this rather than reading group transforms, so they hold
/// whichever way the sampler splits a motion between frames and transforms.
struct DrawnShape {
    var fill: RGBA?
    var bounds: Rect
    var opacity: Double
    var identity: Identity
}

enum DrawnShapes {
    /// Every shape of `items`, in drawing order, in canvas coordinates.
    static func collect(_ items: [DisplayItem]) -> [DrawnShape] {
        visit(items).map { entry in
            var fill: RGBA?
            if case .color(let color) = entry.shape.paint { fill = color }
            return DrawnShape(
                fill: fill, bounds: entry.path.boundingRect, opacity: entry.opacity,
                identity: entry.shape.identity)
        }
    }

    /// Shapes with their paths mapped into the coordinates `items` are drawn in; a group maps
    /// its items' paths through its transform, then its projection (the rasterizer's order).
    private static func visit(_ items: [DisplayItem]) -> [(shape: ShapeItem, path: Path, opacity: Double)] {
        var out: [(shape: ShapeItem, path: Path, opacity: Double)] = []
        for item in items {
            switch item {
            case .shape(let shape):
                out.append((shape, shape.path, 1))
            case .group(let group):
                for inner in visit(group.items) {
                    var path = inner.path.applying(group.transform)
                    if let projection = group.projection { path = path.applying(projection) }
                    out.append((inner.shape, path, inner.opacity * group.opacity))
                }
            case .text, .backdrop, .image:
                continue
            }
        }
        return out
    }
}

extension CompiledPreview {
    /// The shapes drawn at `time`, in canvas coordinates.
    func drawnShapes(at time: Double) throws -> [DrawnShape] {
        DrawnShapes.collect(try timeline.displayList(at: time).items)
    }

    /// The shapes filled with `color` at `time` (compared as printed: a colour that went
    /// through a track in linear light may differ from `color` in the last bits).
    func drawnShapes(filled color: RGBA, at time: Double) throws -> [DrawnShape] {
        try drawnShapes(at: time).filter { $0.fill?.description == color.description }
    }
}
