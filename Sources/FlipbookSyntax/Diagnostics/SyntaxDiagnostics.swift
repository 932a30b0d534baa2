import FlipbookModel
import SwiftParserDiagnostics
import SwiftSyntax

/// Converts swift-syntax's own diagnostics (syntax errors) into Flipbook's `Diagnostic`s.
struct SyntaxDiagnostics {
    /// The parser's diagnostics, in source order, each with its notes.
    let diagnostics: [Diagnostic]
    /// The source ranges of the statements or members that hold a syntax error; see
    /// `SyntaxLowerer.isInBrokenRegion(_:)`.
    let brokenRanges: [Range<AbsolutePosition>]

    /// Diagnoses `tree`, except the items `scan` found too deep to walk (they carry their own error).
    init(tree: SourceFileSyntax, spans: SpanMaker, scan: SyntaxDepthScan) {
        let deep = Set(scan.deepRegions.map(\.item))
        let found =
            !tree.hasError
            ? []
            : deep.isEmpty
                ? ParseDiagnosticsGenerator.diagnostics(for: tree)
                : tree.statements.filter { !deep.contains($0.id) && $0.hasError }.flatMap {
                    ParseDiagnosticsGenerator.diagnostics(for: $0)
                }
        diagnostics = found.map { diagnostic in
            // `@Environment (\.colorScheme)`: Swift 5 mode, which Xcode projects still use,
            // only warns about the space; the attribute is read as written.
            if Self.isTolerated(diagnostic.message) {
                return Diagnostic(
                    .warning, diagnostic.message + " (Swift 6 makes this an error)",
                    at: spans.span(from: diagnostic.position, to: diagnostic.position))
            }
            let notes = diagnostic.notes.map { note in
                Diagnostic(.note, note.message, at: spans.span(from: note.position, to: note.position))
            }
            let end = max(diagnostic.position, diagnostic.node.endPositionBeforeTrailingTrivia)
            let severity: Diagnostic.Severity =
                switch diagnostic.diagMessage.severity {
                case .error: .error
                case .warning: .warning
                case .note, .remark: .note
                }
            return Diagnostic(
                severity, diagnostic.message,
                at: spans.span(from: diagnostic.position, to: end), notes: notes)
        }
        brokenRanges = found.filter { !Self.isTolerated($0.message) }.map { Self.enclosingItemRange(of: $0.node) }
    }

    /// Syntax that swiftc accepts with a warning in the Swift 5 language mode.
    static func isTolerated(_ message: String) -> Bool {
        message.hasPrefix("extraneous whitespace before '(' is not permitted")
    }

    /// The range of the statement or member around `node`, or the node's own range when it sits
    /// directly in the file (widening to the whole file would silence every later error).
    private static func enclosingItemRange(of node: Syntax) -> Range<AbsolutePosition> {
        var current = node
        while !current.is(CodeBlockItemSyntax.self) && !current.is(MemberBlockItemSyntax.self) {
            guard let parent = current.parent, !parent.is(SourceFileSyntax.self) else {
                current = node
                break
            }
            current = parent
        }
        // Zero-width ranges (a missing token) still have to match the node they sit in.
        return current.position..<max(current.endPosition, current.position.advanced(by: 1))
    }
}
