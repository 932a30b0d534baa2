import FlipbookModel
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Parses scene source text into a `SceneProgram` (the `parse` stage).
///
/// Three passes: swift-syntax parses the file and reports syntax errors; `SwiftOperators` folds
/// the flat operator sequences the parser produces into trees by precedence; then
/// `SyntaxLowerer` builds the AST, reporting every construct Flipbook does not support.
public enum SceneParser {
    /// Parses `source`, naming `fileName` in every span.
    ///
    /// - Returns: the program, when the file has no errors.
    /// - Throws: every diagnostic found, syntax errors first, then the rest in source order.
    public static func parse(source: String, fileName: String) throws(DiagnosticList) -> SceneProgram {
        let tree = Parser.parse(source: source)
        let spans = SpanMaker(fileName: fileName, tree: tree)
        let syntax = SyntaxDiagnostics(tree: tree, spans: spans)

        var operatorErrors: [OperatorError] = []
        let folded = OperatorTable.standardOperators.foldAll(tree) { operatorErrors.append($0) }
        // foldAll rewrites inside the file and returns the same kind of node it was given; the
        // fallback only keeps a broken invariant from crashing on user input.
        let file = folded.as(SourceFileSyntax.self) ?? tree

        let lowerer = SyntaxLowerer(spans: spans, brokenRanges: syntax.brokenRanges)
        for operatorError in operatorErrors {
            SyntaxDiagnostics.report(operatorError, to: lowerer)
        }
        let declarations = lowerer.lowerSourceFile(file)

        // Lowering visits nodes mostly, not strictly, in source order (a call's callee after its
        // arguments); sort by position, keeping the visiting order for ties.
        let located = lowerer.diagnostics.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.span?.start.offset ?? 0, rhs.element.span?.start.offset ?? 0)
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        let diagnostics = syntax.diagnostics + located.map(\.element)
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticList(diagnostics)
        }
        return SceneProgram(fileName: fileName, source: source, declarations: declarations)
    }
}
