import FlipbookModel
import SwiftSyntax

/// Turns swift-syntax positions into the `SourceSpan`s that every AST node carries.
///
/// Spans cover a node's trimmed text (no leading or trailing trivia), so a diagnostic's caret
/// lands on the first character of the construct rather than on the comment above it.
struct SpanMaker {
    let fileName: String
    private let converter: SourceLocationConverter

    init(fileName: String, tree: some SyntaxProtocol) {
        self.fileName = fileName
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// The span of `node` without its leading and trailing trivia.
    func span(of node: some SyntaxProtocol) -> SourceSpan {
        span(from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia)
    }

    /// The span from the start of `first` to the end of `last` (both trimmed).
    func span(from first: some SyntaxProtocol, through last: some SyntaxProtocol) -> SourceSpan {
        span(from: first.positionAfterSkippingLeadingTrivia, to: last.endPositionBeforeTrailingTrivia)
    }

    /// The span between two absolute positions; an inverted range collapses to its start.
    func span(from start: AbsolutePosition, to end: AbsolutePosition) -> SourceSpan {
        SourceSpan(file: fileName, start: location(start), end: location(max(start, end)))
    }

    /// The 1-based line and column (in UTF-8 bytes) and 0-based offset of `position`.
    func location(_ position: AbsolutePosition) -> FlipbookModel.SourceLocation {
        let converted = converter.location(for: position)
        return FlipbookModel.SourceLocation(line: converted.line, column: converted.column, offset: converted.offset)
    }
}
