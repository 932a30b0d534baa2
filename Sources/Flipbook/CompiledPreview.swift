import FlipbookAnimation
import FlipbookModel

/// One preview of a scene, run and animated: ready to give any frame.
public struct CompiledPreview: Sendable {
    /// The preview's name, or the file's name when it has none.
    public let name: String
    /// A file-system-safe name for the preview's output folder.
    public let folderName: String
    public let canvas: Size
    public let fps: Double
    public let duration: Double
    public let timeline: Timeline
    /// The run's transactions (for `explain`).
    public let transactions: [SceneTransaction]
    /// The layout of each transaction's views.
    public let layouts: [LayoutTree]
    /// What the run noticed but could carry on with (duplicate ids, an endless preview…).
    public let warnings: [Diagnostic]
    /// The preview's appearance: `--appearance`, or the scene's `.preferredColorScheme`.
    public var colorScheme: ColorScheme = .light

    /// ⌈duration × fps⌉ frames (DESIGN §1), at least one.
    public var frameCount: Int {
        max(1, Int((duration * fps - 1e-9).rounded(.up)))
    }

    /// Frame i is at t = i / fps, computed from the index so that no error accumulates.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// What frame `index` draws.
    /// - Throws: a located runtime error of scene code run for this frame (a custom shape).
    public func displayList(frame index: Int) throws(LiveError) -> DisplayList {
        try timeline.displayList(at: time(ofFrame: index))
    }
}
