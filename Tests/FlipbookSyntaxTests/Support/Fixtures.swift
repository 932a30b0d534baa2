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

    /// The `.swift` files of `Fixtures/<folder>`, sorted.
    static func files(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: directory.appendingPathComponent(folder),
            includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
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

/// Every diagnostic a snippet named `test.swift` produces: the errors and warnings it was
/// rejected with, or the warnings of the program.
func diagnostics(_ source: String) -> [Diagnostic] {
    do {
        return try SceneParser.parse(source: source, fileName: "test.swift").warnings
    } catch {
        return error.diagnostics
    }
}

/// The dump of the top-level declarations of `source`.
func declarations(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    ASTDump.decls(try parse(source, sourceLocation: sourceLocation).declarations)
}

/// The expression `source`, parsed as the initializer of a top-level `let`.
func expression(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Expr {
    let program = try parse("let x = \(source)", sourceLocation: sourceLocation)
    guard case .variable(let variable)? = program.declarations.first?.kind,
        let initializer = variable.bindings.first?.initializer
    else {
        Issue.record("no initializer", sourceLocation: sourceLocation)
        throw DiagnosticList([])
    }
    return initializer
}

/// The dump of the expression `source`.
func dumpExpression(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    ASTDump.expr(try expression(source, sourceLocation: sourceLocation))
}

/// The statements `source`, parsed as the body of a function.
func statements(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Stmt] {
    let program = try parse("func f() {\n\(source)\n}", sourceLocation: sourceLocation)
    guard case .function(let function)? = program.declarations.first?.kind, let body = function.body else {
        Issue.record("no function body", sourceLocation: sourceLocation)
        throw DiagnosticList([])
    }
    return body
}

/// The dump of the statements `source`.
func dumpStatements(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    ASTDump.stmts(try statements(source, sourceLocation: sourceLocation))
}
