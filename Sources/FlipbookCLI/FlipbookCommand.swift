import ArgumentParser

/// The `flipbook` command.
public struct FlipbookCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Render SwiftUI-style animation scenes to PNG frames, offline.",
        discussion: """
            A scene is a Swift file written with SwiftUI's vocabulary (views, @State, if/else, \
            ForEach, .id, .transition, withAnimation, .task with Task.sleep) and one or more \
            #Preview blocks. Flipbook runs it on a virtual clock and draws every frame exactly \
            as SwiftUI would show it.

            Exit status: 0 success, 2 bad input (the scene or the options), 3 any other \
            failure (output not writable, fonts missing).
            """,
        subcommands: [RenderCommand.self, CheckCommand.self, ExplainCommand.self, DumpCommand.self],
        defaultSubcommand: nil
    )

    public init() {}

    /// Runs the command line and exits with Flipbook's exit codes (DESIGN §4).
    public static func runAndExit(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            exit(withError: nil)
        } catch let code as ExitCode {
            exit(withError: code)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }  // --help, --version
            // Bad options: the argument parser's message, with Flipbook's status for bad input.
            printError(fullMessage(for: error))
            exit(withError: ExitCode(FlipbookExit.badInput))
        }
    }
}

/// Flipbook's exit statuses.
enum FlipbookExit {
    static let badInput: Int32 = 2
    static let failure: Int32 = 3
}
