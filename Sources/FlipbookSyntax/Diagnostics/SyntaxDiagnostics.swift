import FlipbookModel
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// Converts swift-syntax's own diagnostics (syntax errors) into Flipbook's `Diagnostic`s.
struct SyntaxDiagnostics {
    /// The parser's diagnostics, in source order, each with its notes.
    let diagnostics: [FlipbookModel.Diagnostic]
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
                ? ParseDiagnosis.diagnostics(for: Syntax(tree))
                : tree.statements.filter { !deep.contains($0.id) && $0.hasError }.flatMap {
                    ParseDiagnosis.diagnostics(for: Syntax($0))
                }
        let severities = found.map(Self.severity(of:))
        let shown = Self.shownIndices(of: found, severities: severities)
        diagnostics = found.indices.map { index in
            let diagnostic = found[index]
            let end = max(diagnostic.position, diagnostic.node.endPositionBeforeTrailingTrivia)
            // Only what `DiagnosticOrdering` will show needs its message: swift-syntax builds a
            // missing node's message from the tree around it, and a mangled file has hundreds.
            guard shown.contains(index) else {
                return FlipbookModel.Diagnostic(severities[index], "", at: spans.span(from: diagnostic.position, to: end))
            }
            // `@Environment (\.colorScheme)`: Swift 5 mode, which Xcode projects still use,
            // only warns about the space; the attribute is read as written.
            if Self.isTolerated(diagnostic) {
                return FlipbookModel.Diagnostic(
                    .warning, diagnostic.message + " (Swift 6 makes this an error)",
                    at: spans.span(from: diagnostic.position, to: diagnostic.position))
            }
            let notes = diagnostic.notes.map { note in
                FlipbookModel.Diagnostic(.note, note.message, at: spans.span(from: note.position, to: note.position))
            }
            return FlipbookModel.Diagnostic(
                severities[index], diagnostic.message,
                at: spans.span(from: diagnostic.position, to: end), notes: notes)
        }
        brokenRanges = found.filter { !Self.isTolerated($0) }.map { Self.enclosingItemRange(of: $0.node) }
    }

    private static func severity(of diagnostic: SwiftDiagnostics.Diagnostic) -> FlipbookModel.Diagnostic.Severity {
        if isTolerated(diagnostic) { return .warning }
        return switch diagnostic.diagMessage.severity {
        case .error: .error
        case .warning: .warning
        case .note, .remark: .note
        }
    }

    /// The diagnostics `DiagnosticOrdering` can show: by severity, the first
    /// `SceneParser.maximumErrors` in its order (position, then this list's order). Diagnostics
    /// from later stages only push more of these out.
    private static func shownIndices(
        of found: [SwiftDiagnostics.Diagnostic], severities: [FlipbookModel.Diagnostic.Severity]
    ) -> Set<Int> {
        let ordered = found.indices.sorted { lhs, rhs in
            let (left, right) = (found[lhs].position.utf8Offset, found[rhs].position.utf8Offset)
            return left != right ? left < right : lhs < rhs
        }
        var counts: [FlipbookModel.Diagnostic.Severity: Int] = [:]
        var shown: Set<Int> = []
        for index in ordered {
            let count = counts[severities[index], default: 0]
            guard count < SceneParser.maximumErrors else { continue }
            counts[severities[index]] = count + 1
            shown.insert(index)
        }
        return shown
    }

    /// Syntax that swiftc accepts with a warning in the Swift 5 language mode.
    /// Looks at the token before the message: most messages are cheap, but not all.
    static func isTolerated(_ diagnostic: SwiftDiagnostics.Diagnostic) -> Bool {
        diagnostic.node.as(TokenSyntax.self)?.tokenKind == .leftParen
            && diagnostic.message.hasPrefix("extraneous whitespace before '(' is not permitted")
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
