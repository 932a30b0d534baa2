import ArgumentParser
import Flipbook
import FlipbookModel
import Foundation

/// `flipbook explain SCENE.swift`: the clip's transactions, identity by identity.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show what each state change of a scene did to each view, and why.",
        discussion: """
            For every transaction (a withAnimation block, or un-animated state changes): when it \
            happened, its animation, the code that caused it, and which views were inserted, \
            removed or updated. A view's identity is its path: slots of view builders, branches \
            of if/else (T/F), ForEach ids in [brackets], .id values as id(…), background and \
            overlay views as @n.
            """)

    @Argument(help: "The scene file.")
    var scene: String

    @OptionGroup var project: ProjectFiles

    @Option(help: "Explain only the preview with this name.")
    var preview: String?

    @Option(help: "Length of the clip in seconds (needed for scenes that never stop).")
    var duration: Double?

    @OptionGroup var gestures: ScriptedGestures

    func run() throws {
        var options = RenderOptions()
        options.previewName = preview
        options.duration = duration
        try gestures.apply(to: &options)
        var job = try SceneJob(path: scene, options: options, project: project)
        for compiled in try job.compile() {
            print(
                "\(compiled.name): \(compiled.frameCount) frames at \(formatNumber(compiled.fps)) fps, "
                    + "\(formatNumber(compiled.duration)) s")
            print(TransactionReport(compiled.transactions).text)
        }
    }
}
