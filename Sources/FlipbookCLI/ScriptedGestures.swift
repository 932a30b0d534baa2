import ArgumentParser
import Flipbook

/// `--tap` and `--drag`, on every command that runs a scene: a user's touches at given times,
/// as the scene's `// flipbook:` comments script them.
struct ScriptedGestures: ParsableArguments {
    @Option(
        name: .customLong("tap"),
        help: ArgumentHelp(
            "Tap at a time: TIME:LABEL (a button's text) or TIME:X,Y (a point). Repeatable.",
            valueName: "tap"))
    var taps: [String] = []

    @Option(
        name: .customLong("drag"),
        help: ArgumentHelp(
            "Drag a view with a DragGesture: TIME:LABEL:DX,DY or TIME:X,Y:DX,DY, with :SECONDS at the end "
                + "for its length (default 0.3). Repeatable.",
            valueName: "drag"))
    var drags: [String] = []

    /// Adds the taps and drags to `options`; a malformed one is a bad option (exit 2).
    func apply(to options: inout RenderOptions) throws(ExitCode) {
        for tap in taps where !options.addTap(tap) {
            throw badOption("--tap must look like 1.5:Next or 1.5:200,150, got '\(tap)'")
        }
        for drag in drags where !options.addDrag(drag) {
            throw badOption("--drag must look like 1.5:Card:120,0 or 1.5:200,150:120,0:0.5, got '\(drag)'")
        }
    }
}
