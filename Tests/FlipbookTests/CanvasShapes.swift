import Flipbook
import FlipbookModel

/// The shapes of a display list on the canvas (see `DrawnShapes`).
func canvasShapes(_ list: DisplayList) -> [DrawnShape] {
    DrawnShapes.collect(list.items)
}

/// The texts a preview draws at `time`, in drawing order, each its lines joined.
func drawnTexts(of preview: CompiledPreview, at time: Double) throws -> [String] {
    func visit(_ items: [DisplayItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .text(let text): [text.lines.map(\.text).joined()]
            case .group(let group): visit(group.items)
            default: []
            }
        }
    }
    return visit(try preview.timeline.displayList(at: time).items)
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
