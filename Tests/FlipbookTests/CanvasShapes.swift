import Flipbook
import FlipbookModel

/// The shapes of a display list on the canvas (see `DrawnShapes`).
func canvasShapes(_ list: DisplayList) -> [DrawnShape] {
    DrawnShapes.collect(list.items)
}

/// Compiles a scene given as text, with the fonts the renderer draws with.
func compileScene(_ source: String, options: RenderOptions = RenderOptions()) throws -> [CompiledPreview] {
    try SceneCompiler.compile(source: source, fileName: "t.swift", options: options, measurer: RenderKit().measurer)
}
