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

    @Option(
        name: .customLong("assets"),
        help: ArgumentHelp(
            "An asset catalogue (.xcassets folder) whose colours the scene names (Color(\"Brand\"), Color.brand). Repeatable. By default, the catalogues beside the scene file (or one or two folders up).",
            valueName: "folder"))
    var assets: [String] = []
}
