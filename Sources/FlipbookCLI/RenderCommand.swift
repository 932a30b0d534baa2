import ArgumentParser
import Flipbook
import FlipbookModel
import Foundation

/// `flipbook render SCENE.swift -o DIR`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene's previews to PNG frames.",
        discussion: """
            Writes DIR/frame-00000.png, frame-00001.png, …: ⌈duration × fps⌉ frames, frame i at \
            t = i / fps. With several previews and no --preview, each preview gets a sub-folder \
            of DIR named after it.
            """)

    @Argument(help: "The scene file (Swift source with one or more #Preview blocks).")
    var scene: String

    @OptionGroup var project: ProjectFiles

    @Option(name: .shortAndLong, help: "Output folder. Default: out/<scene file name>.")
    var output: String?

    @Option(help: "Render only the preview with this name, folder name (card-2) or position from 1.")
    var preview: String?

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: "Length of the clip in seconds. Default: until the last animation ends, plus 0.25 s.")
    var duration: Double?

    @Option(help: ArgumentHelp("Canvas size in points, overriding the preview's.", valueName: "WxH"))
    var size: String?

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(
        help: ArgumentHelp(
            "white, transparent, a colour name or #RRGGBB. Default: the system background (white, black in dark mode).",
            valueName: "color"))
    var background: String?

    @Option(help: AppearanceOption.help)
    var appearance: AppearanceOption = .light

    @Option(help: ArgumentHelp("Frames to render, such as 0-30,45. Default: all.", valueName: "list"))
    var frames: String?

    @Option(help: "Frames rendered at once. Default: the number of cores.")
    var jobs: Int = defaultJobCount

    @Flag(help: "Compress PNGs harder: smaller files, slower rendering.")
    var small = false

    @OptionGroup var gestures: ScriptedGestures

    func run() throws {
        Interruption.install()
        let options = try renderOptions()
        var job = try SceneJob(path: scene, options: options, project: project)
        let base = URL(fileURLWithPath: output ?? "out/" + SceneCompiler.baseName(of: scene))
        let previews = try job.compile()
        let plans = try previews.map { preview throws(ExitCode) in
            let directory = previews.count > 1 ? base.appendingPathComponent(preview.folderName) : base
            return (preview, directory, try job.frameIndices(for: preview))
        }
        for (preview, directory, indices) in plans {
            let bar = ProgressBar(total: indices.count, label: preview.name)
            Interruption.writing.store(true, ordering: .sequentiallyConsistent)
            let summary = try job.render(
                preview, frames: indices, to: directory, progress: { bar.update($0) },
                isCancelled: { Interruption.isRequested })
            bar.finish()
            if summary.cancelled {
                printError(
                    "interrupted: wrote \(summary.frames) of \(indices.count) frames of '\(preview.name)' to "
                        + "\(directory.relativePath) (every file written is complete); run the command again to finish")
                throw ExitCode(Interruption.exitStatus)
            }
            if options.frames == nil {
                try? FrameRenderer.removeStaleFrames(in: directory, keepingBelow: preview.frameCount)
            }
            print(summaryLine(summary, preview: preview, directory: directory))
        }
    }

    private func renderOptions() throws(ExitCode) -> RenderOptions {
        var options = RenderOptions()
        options.previewName = preview
        options.fps = fps
        options.duration = duration
        options.scale = scale
        options.jobs = jobs
        options.smallFiles = small
        if let size {
            guard let parsed = parseSize(size) else { throw badOption("--size must look like 400x300, got '\(size)'") }
            options.size = parsed
        }
        options.appearance = appearance.colorScheme
        if let background {
            guard let parsedBackground = parseBackground(background) else {
                throw badOption("--background must be white, transparent, a colour name or #RRGGBB, got '\(background)'")
            }
            options.background = parsedBackground
        }
        if let frames {
            guard let selection = FrameSelection(parsing: frames) else {
                throw badOption("--frames must look like 0-30,45, got '\(frames)'")
            }
            options.frames = selection
        }
        try gestures.apply(to: &options)
        return options
    }

    private func summaryLine(_ summary: RenderSummary, preview: CompiledPreview, directory: URL) -> String {
        let seconds = String(format: "%.2f", summary.seconds)
        let fps = String(format: "%.0f", summary.framesPerSecond)
        return "\(preview.name): \(summary.frames) frames, \(summary.pixelWidth)×\(summary.pixelHeight) px, "
            + "\(seconds) s (\(fps) fps) → \(directory.relativePath)"
    }
}

/// Prints a bad-option message and gives the exit code for bad input.
func badOption(_ message: String) -> ExitCode {
    printError("error: " + message)
    return ExitCode(FlipbookExit.badInput)
}
