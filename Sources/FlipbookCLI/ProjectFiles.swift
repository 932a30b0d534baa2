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
}
