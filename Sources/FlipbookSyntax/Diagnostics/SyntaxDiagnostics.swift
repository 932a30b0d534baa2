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
        brokenRanges = found.map { Self.enclosingItemRange(of: $0.node) }
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
