import Flipbook
import FlipbookModel

/// The shapes of a display list on the canvas (see `DrawnShapes`).
func canvasShapes(_ list: DisplayList) -> [DrawnShape] {
    DrawnShapes.collect(list.items)
}

/// The text items a preview draws at `time`, in drawing order.
func drawnTextItems(of preview: CompiledPreview, at time: Double) throws -> [TextItem] {
    func visit(_ items: [DisplayItem]) -> [TextItem] {
        items.flatMap { item -> [TextItem] in
            switch item {
            case .text(let text): [text]
            case .group(let group): visit(group.items)
            default: []
            }
        }
    }
    return visit(try preview.timeline.displayList(at: time).items)
}

/// The texts a preview draws at `time`, in drawing order, each its lines joined.
func drawnTexts(of preview: CompiledPreview, at time: Double) throws -> [String] {
    try drawnTextItems(of: preview, at: time).map { $0.lines.map(\.text).joined() }
}

/// Compiles a scene given as text, with the fonts the renderer draws with.
func compileScene(_ source: String, options: RenderOptions = RenderOptions()) throws -> [CompiledPreview] {
    try SceneCompiler.compile(source: source, fileName: "t.swift", options: options, measurer: RenderKit().measurer)
}

/// The one preview of a view named `Scene` whose body is `body`, with `state` among its
/// properties, under `imports`, on a fixed canvas, its clip `duration` seconds long.
func compileSceneView(
    imports: [String], body: String, state: String = "", width: Int, height: Int, duration: Double = 2
) throws -> CompiledPreview? {
    let source = """
        \(imports.map { "import \($0)" }.joined(separator: "\n"))
        struct Scene: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        #Preview(traits: .fixedLayout(width: \(width), height: \(height))) { Scene() }
        """
    var options = RenderOptions()
    options.duration = duration
    return try compileScene(source, options: options).first
}
