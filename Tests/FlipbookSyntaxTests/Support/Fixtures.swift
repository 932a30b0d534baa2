import FlipbookModel
import FlipbookSyntax
import Foundation
import Testing

/// Loading and parsing of test input: fixture scene files and inline snippets.
enum Fixtures {
    /// The folder of fixture scene files, found from this file's path so tests run from anywhere.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The text of `Fixtures/<name>`.
    static func source(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Parses `Fixtures/<name>`, with the file name as given.
    static func program(_ name: String) throws -> SceneProgram {
        try SceneParser.parse(source: source(name), fileName: name)
    }
}

/// Parses a snippet named `test.swift`, failing the test (with the diagnostics) on errors.
func parse(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SceneProgram {
    do {
        return try SceneParser.parse(source: source, fileName: "test.swift")
    } catch {
        Issue.record("unexpected diagnostics:\n\(error)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The diagnostics a snippet named `test.swift` produces (empty if it parses).
func diagnostics(_ source: String) -> [Diagnostic] {
    do {
        _ = try SceneParser.parse(source: source, fileName: "test.swift")
        return []
    } catch {
        return error.diagnostics
    }
}

/// The expression `source`, parsed as the initializer of a top-level `let`.
func expression(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Expr {
    let program = try parse("let x = \(source)", sourceLocation: sourceLocation)
    return try #require(program.globals.first?.initializer, sourceLocation: sourceLocation)
}

/// The statements `source`, parsed as the body of a view (a view builder).
func statements(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Stmt] {
    let program = try parse("struct V: View {\n var body: some View {\n\(source)\n}\n}", sourceLocation: sourceLocation)
    return try #require(program.structs.first?.computedProperties.first?.body, sourceLocation: sourceLocation)
}
