import Flipbook
import FlipbookModel

/// Shapes of a display list with their bounds on the canvas (group transforms and projections
/// applied) and the opacity they are drawn at.
struct CanvasShape {
    var bounds: Rect
    var paint: Paint
    var opacity: Double
    var identity: Identity
}

func canvasShapes(_ list: DisplayList) -> [CanvasShape] {
    var out: [CanvasShape] = []
    func visit(_ items: [DisplayItem], _ transform: AffineTransform, _ projection: ProjectionTransform?, _ opacity: Double) {
        for item in items {
            switch item {
            case .shape(let shape):
                var path = shape.path.applying(transform)
                if let projection { path = path.applying(projection) }
                out.append(CanvasShape(bounds: path.boundingRect, paint: shape.paint, opacity: opacity, identity: shape.identity))
            case .group(let group):
                // A group's transform applies inside its parent's.
                let inner = transform.concatenating(group.transform)
                var innerProjection = projection
                if let p = group.projection { innerProjection = p }
                visit(group.items, inner, innerProjection, opacity * group.opacity)
            case .text, .backdrop:
                continue
            }
        }
    }
    visit(list.items, .identity, nil, 1)
    return out
}

func compileScene(_ source: String, options: RenderOptions = RenderOptions()) throws -> [CompiledPreview] {
    try SceneCompiler.compile(source: source, fileName: "t.swift", options: options, measurer: RenderKit().measurer)
}
