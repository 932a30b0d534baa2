import ArgumentParser

/// `--include FILE`, on every command that reads a scene: other files of the same project whose
/// declarations the scene uses.
struct ProjectFiles: ParsableArguments {
    @Option(
        name: .customLong("include"),
        help: ArgumentHelp(
            "A Swift file of the same project whose declarations the scene uses (models, extensions, views). Repeatable.",
            valueName: "file"))
    var includes: [String] = []

    @Flag(
        name: .customLong("scene-only"),
        help:
            "Read only the scene and the --include files. By default, the Swift files beside the scene that declare what it names join it, as the files of an app's target do in Xcode."
    )
    var sceneOnly = false

    @Option(
        name: .customLong("assets"),
        help: ArgumentHelp(
            "An asset catalogue (.xcassets folder) whose colours the scene names (Color(\"Brand\"), Color.brand). Repeatable. By default, every catalogue of the app the scene belongs to (the folder with its Xcode project, package or Git repository), else those beside the scene file (or one or two folders up).",
            valueName: "folder"))
    var assets: [String] = []
}
