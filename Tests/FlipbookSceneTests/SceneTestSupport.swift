import FlipbookModel
import FlipbookScene
import FlipbookSyntax
import Testing

/// Parses and runs a scene given as text.
func runScene(_ source: String, preview: Int = 0, timeLimit: Double? = nil) throws -> [SceneTransaction] {
    try runSceneResult(source, preview: preview, timeLimit: timeLimit).transactions
}

/// Parses and runs a scene given as text, on a 400×300 canvas without layout.
func runSceneResult(
    _ source: String, preview: Int = 0, timeLimit: Double? = nil,
    taps: [ScriptedTap] = []
) throws -> RunResult {
    let program = try SceneParser.parse(source: source, fileName: "scene.swift")
    let options = RunOptions(
        timeLimit: timeLimit, canvas: Size(width: 400, height: 300),
        animationDuration: { _ in 0.35 }, taps: taps)
    return try SceneRunner.run(program, preview: preview, options: options)
}

/// The diagnostics a scene produces (parse or run), or an empty list when it runs.
func sceneErrors(_ source: String) -> [Diagnostic] {
    do {
        let program = try SceneParser.parse(source: source, fileName: "scene.swift")
        _ = try SceneRunner.previews(of: program)
        _ = try SceneRunner.run(
            program, preview: 0,
            options: RunOptions(
                timeLimit: 10, canvas: Size(width: 400, height: 300), animationDuration: { _ in 0.35 }))
        return []
    } catch let list as DiagnosticList {
        return list.diagnostics
    } catch {
        return [.error("\(error)", at: nil)]
    }
}

/// Wraps view code in a view struct and a preview.
func scene(body: String, state: String = "", extra: String = "") -> String {
    """
    import SwiftUI
    \(extra)
    struct Root: View {
        \(state)
        var body: some View {
            \(body)
        }
    }
    #Preview { Root() }
    """
}

extension ViewTree {
    /// Every node in drawing order, as "identity: summary".
    var nodes: [ViewNode] { allNodes() }

    func node(_ path: String) -> ViewNode? {
        allNodes().first { $0.identity.description == path }
    }

    /// The string of every `Text` leaf, in tree order (read from its printed form).
    var texts: [String] {
        allNodes().compactMap { node in
            guard case .leaf(let leaf) = node.content, leaf.description.hasPrefix("Text(\""),
                let end = leaf.description.range(of: "\")", options: .backwards)
            else { return nil }
            return String(leaf.description[leaf.description.index(leaf.description.startIndex, offsetBy: 6)..<end.lowerBound])
        }
    }

    /// The printed lines, without identities.
    var summaries: [String] { allNodes().map(\.summary) }
}
