import ArgumentParser
import Flipbook
import FlipbookModel
import Foundation

/// `flipbook dump SCENE.swift --at 0.5`: the pipeline's data at one instant, as text.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the view tree, its layout, or the display list of a scene at one instant.")

    enum Stage: String, ExpressibleByArgument, CaseIterable {
        case tree, layout, displayList = "display-list"
    }

    @Argument(help: "The scene file.")
    var scene: String

    @OptionGroup var project: ProjectFiles

    @Option(help: "What to print: tree, layout or display-list.")
    var stage: Stage = .displayList

    @Option(help: "The time, in seconds.")
    var at: Double = 0

    @Option(help: "Dump only the preview with this name.")
    var preview: String?

    @Option(help: "Length of the clip in seconds (needed for scenes that never stop).")
    var duration: Double?

    @Option(help: ArgumentHelp("Canvas size in points, overriding the preview's.", valueName: "WxH"))
    var size: String?

    @Option(help: AppearanceOption.help)
    var appearance: AppearanceOption = .light

    @OptionGroup var gestures: ScriptedGestures

    func run() throws {
        var options = RenderOptions()
        options.previewName = preview
        options.duration = duration
        options.appearance = appearance.colorScheme
        if let size {
            guard let parsed = parseSize(size) else { throw badOption("--size must look like 400x300, got '\(size)'") }
            options.size = parsed
        }
        try gestures.apply(to: &options)
        guard at.isFinite, at >= 0 else { throw badOption("--at must be a time of 0 s or more, got \(at)") }
        var job = try SceneJob(path: scene, options: options, project: project)
        for compiled in try job.compile() {
            print("\(compiled.name) at t=\(formatNumber(at))s")
            switch stage {
            case .tree: print(PipelineDump.tree(compiled, at: at))
            case .layout: print(PipelineDump.layout(compiled, at: at))
            case .displayList:
                do {
                    print(try PipelineDump.displayList(compiled, at: at))
                } catch {
                    printError(DiagnosticFormatter.format(error.diagnostic, sources: job.sources))
                    throw ExitCode(FlipbookExit.badInput)
                }
            }
        }
    }
}
