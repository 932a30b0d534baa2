import FlipbookModel
import SwiftOperators
import SwiftSyntax

/// Lowers a swift-syntax tree into the scene AST, collecting diagnostics as it goes.
///
/// Lowering never stops at the first problem: invalid input records an error and yields a
/// placeholder node, so one run reports every problem in the file (the placeholders never escape:
/// `SceneParser` throws whenever an error was recorded). Valid Swift that Flipbook cannot run
/// yields an `unsupported` node and a warning; the interpreter reports it only if it gets there.
final class SyntaxLowerer {
    let spans: SpanMaker
    /// The standard operators and those the file declares; sequences are folded with it.
    let operators: OperatorTable
    private(set) var diagnostics: [Diagnostic] = []
    /// Source ranges that already carry a syntax error; see `isInBrokenRegion(_:)`.
    private let brokenRanges: [Range<AbsolutePosition>]

    /// How deep the lowering currently is; see `nested(_:fallback:_:)`.
    var nestingDepth = 0
    /// Whether the nesting error was reported for the declaration being lowered.
    var nestingErrorReported = false
    /// The `?`s lowered in the postfix chain being lowered; see `lowerExpr(_:)`.
    var optionalBindings = 0
    /// What to add to the positions of the nodes being lowered: nonzero inside a folded
    /// sequence, a new tree that starts at 0; see `withFolded(_:_:)`.
    var positionOffset = 0
    /// The bases that postfix `#if` clauses continue; see `lowerPostfixIfConfig(_:)`.
    var postfixIfBases: [SyntaxIdentifier: Expr] = [:]
    /// Types and type aliases declared inside functions and closures, in source order: Swift's
    /// local types cannot capture the values around them, so the file can declare them at its
    /// top level (see `SceneParser`).
    var localTypes: [Decl] = []

    /// The file's private names that take another name (`FilePrivateNames`).
    let renames: [String: String]
    /// The type names the file declares more than once (`LocalTypeNames`).
    let repeatedTypeNames: Set<String>
    /// The local types that take another name in the blocks being lowered (an inner block's
    /// over an outer's).
    var localTypeRenames: [String: String] = [:]

    init(
        spans: SpanMaker, operators: OperatorTable, brokenRanges: [Range<AbsolutePosition>],
        renames: [String: String] = [:], repeatedTypeNames: Set<String> = []
    ) {
        self.spans = spans
        self.operators = operators
        self.brokenRanges = brokenRanges
        self.renames = renames
        self.repeatedTypeNames = repeatedTypeNames
    }

    /// A plain name as this file means it (see `renames` and `localTypeRenames`).
    func renamed(_ name: String) -> String { localTypeRenames[name] ?? renames[name] ?? name }

    /// The span of `node`, trimmed of trivia.
    func span(_ node: some SyntaxProtocol) -> SourceSpan {
        spans.span(of: node, offset: positionOffset)
    }

    /// Records an error located at `node`, unless the node sits in a region the parser already
    /// reported as broken: errors about half-parsed code would only bury the real syntax error.
    func error(_ message: String, at node: some SyntaxProtocol, notes: [Diagnostic] = []) {
        guard !isInBrokenRegion(node) else { return }
        diagnostics.append(Diagnostic(.error, message, at: span(node), notes: notes))
    }

    /// Records a warning located at `node` (unless it sits in a broken region).
    func warning(_ message: String, at node: some SyntaxProtocol) {
        guard !isInBrokenRegion(node) else { return }
        diagnostics.append(Diagnostic(.warning, message, at: span(node)))
    }

    /// Warns that the construct at `node` is valid Swift that Flipbook cannot run, and returns
    /// the message for the `unsupported` node that stands in for it.
    ///
    /// - Parameters:
    ///   - construct: what the user wrote, as they would name it (`deinit`, `#colorLiteral`).
    ///   - node: where the caret goes: the construct's keyword or name.
    func unsupported(_ construct: String, at node: some SyntaxProtocol) -> String {
        let message = UnsupportedSyntax.message(construct)
        warning(message, at: node)
        return message
    }

    /// `unsupported(_:at:)` for a construct named by its own text (the start of it).
    func unsupported(_ node: some SyntaxProtocol) -> String {
        unsupported(UnsupportedSyntax.excerpt(node.trimmedDescription), at: node)
    }

    /// Whether `node` contains missing or unexpected syntax, or overlaps a reported syntax error.
    func isInBrokenRegion(_ node: some SyntaxProtocol) -> Bool {
        if node.hasError { return true }
        let range = node.position.advanced(by: positionOffset)..<node.endPosition.advanced(by: positionOffset)
        return brokenRanges.contains { broken in
            broken.overlaps(range) || range.contains(broken.lowerBound)
        }
    }

    /// The name a token spells, without the backticks of an escaped identifier.
    func name(of token: TokenSyntax) -> String {
        token.identifier?.name ?? token.text
    }
}
