import FlipbookModel
import SwiftSyntax

/// Lowers a folded swift-syntax tree into the scene AST, collecting diagnostics as it goes.
///
/// Lowering never stops at the first problem: an unsupported construct records an error and
/// yields a placeholder node, so one run reports every problem in the file. The placeholders never
/// escape, because `SceneParser` throws whenever an error was recorded.
final class SyntaxLowerer {
    let spans: SpanMaker
    private(set) var diagnostics: [Diagnostic] = []
    /// Source ranges that already carry a syntax error; see `isInBrokenRegion(_:)`.
    private let brokenRanges: [Range<AbsolutePosition>]

    init(spans: SpanMaker, brokenRanges: [Range<AbsolutePosition>]) {
        self.spans = spans
        self.brokenRanges = brokenRanges
    }

    /// The span of `node`, trimmed of trivia.
    func span(_ node: some SyntaxProtocol) -> SourceSpan {
        spans.span(of: node)
    }

    /// Records an error located at `node`, unless the node sits in a region the parser already
    /// reported as broken: errors about half-parsed code would only bury the real syntax error.
    func error(_ message: String, at node: some SyntaxProtocol) {
        guard !isInBrokenRegion(node) else { return }
        diagnostics.append(.error(message, at: span(node)))
    }

    /// Records the standard "not supported" error for `node` (see `UnsupportedSyntax`).
    func unsupported(_ node: some SyntaxProtocol) {
        error(UnsupportedSyntax.message(for: Syntax(node)), at: node)
    }

    /// Whether `node` contains missing or unexpected syntax, or overlaps a reported syntax error.
    func isInBrokenRegion(_ node: some SyntaxProtocol) -> Bool {
        if node.hasError { return true }
        let range = node.position..<node.endPosition
        return brokenRanges.contains { broken in
            broken.overlaps(range) || range.contains(broken.lowerBound)
        }
    }

    /// A stand-in for an expression that could not be lowered; an error has been recorded.
    func placeholderExpr(for node: some SyntaxProtocol) -> Expr {
        Expr(.identifier("<error>"), span: span(node))
    }

    /// The name a token spells, without the backticks of an escaped identifier.
    func name(of token: TokenSyntax) -> String {
        token.identifier?.name ?? token.text
    }

    /// Whether an attribute list names `attribute` (written `@name` or `@name(...)`).
    func hasAttribute(_ attribute: String, in attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == attribute
        }
    }
}
