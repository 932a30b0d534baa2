import FlipbookModel
@_spi(RawSyntax) import SwiftSyntax

/// Turns swift-syntax positions into the `SourceSpan`s that every AST node carries.
///
/// Spans cover a node's trimmed text (no leading or trailing trivia), so a diagnostic's caret
/// lands on the first character of the construct rather than on the comment above it.
final class SpanMaker {
    let fileName: String
    /// Steps down a spine after which a walk's answer is worth remembering.
    private static let longWalk = 16
    /// The answers of long walks, by the absolute offset of the edge; see `edgeTrivia`.
    private var leadingTrivia: [Int: Int] = [:]
    private var trailingTrivia: [Int: Int] = [:]
    /// The UTF-8 offset at which each line starts. A line ends at "\n", "\r\n" or a lone "\r",
    /// as it does for the compiler, so CRLF files count lines and columns right.
    private let lineStarts: [Int]

    init(fileName: String, source: String) {
        self.fileName = fileName
        var starts = [0]
        let bytes = Array(source.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\r"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
            if bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { starts.append(i + 1) }
            i += 1
        }
        lineStarts = starts
    }

    /// The span of `node` without its leading and trailing trivia, shifted by `offset` bytes
    /// (for nodes of a folded sequence, whose positions start at 0).
    func span(of node: some SyntaxProtocol, offset: Int = 0) -> SourceSpan {
        let start = node.position.utf8Offset + offset
        let end = start + node.raw.byteLength
        let leading = edgeTrivia(of: node.raw, at: start, last: false)
        let trailing = edgeTrivia(of: node.raw, at: end, last: true)
        return span(
            from: AbsolutePosition(utf8Offset: start + leading),
            to: AbsolutePosition(utf8Offset: end - trailing))
    }

    /// The span between two absolute positions; an inverted range collapses to its start.
    func span(from start: AbsolutePosition, to end: AbsolutePosition) -> SourceSpan {
        SourceSpan(file: fileName, start: location(start), end: location(max(start, end)))
    }

    /// The 1-based line and column (in UTF-8 bytes) and 0-based offset of `position`.
    func location(_ position: AbsolutePosition) -> FlipbookModel.SourceLocation {
        let offset = position.utf8Offset
        // The last line that starts at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return FlipbookModel.SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }

    /// The leading trivia of `raw`'s first token (or the trailing trivia of its last), which
    /// starts (or ends) at the absolute offset `edge`.
    ///
    /// swift-syntax's own `positionAfterSkippingLeadingTrivia` and
    /// `endPositionBeforeTrailingTrivia` recurse down the node's first or last children. In a
    /// modifier chain or a long operator sequence every node sits on the same long spine, so
    /// this walks it in a loop, and remembers the answer of a long walk by the edge's offset:
    /// every node that starts (ends) there has the same first (last) token.
    private func edgeTrivia(of raw: RawSyntax, at edge: Int, last: Bool) -> Int {
        var current = raw
        var steps = 0
        var trivia = 0
        while true {
            if let token = current.tokenView {
                trivia = last ? token.trailingTriviaByteLength : token.leadingTriviaByteLength
                break
            }
            steps += 1
            if steps == Self.longWalk, let known = last ? trailingTrivia[edge] : leadingTrivia[edge] { return known }
            // Zero-length (missing) children hold neither text nor trivia.
            let hasText = { (child: RawSyntax?) in (child?.byteLength ?? 0) > 0 }
            guard let children = current.layoutView?.children,
                let next = last ? children.last(where: hasText) : children.first(where: hasText), let child = next
            else { break }
            current = child
        }
        if steps >= Self.longWalk {
            if last { trailingTrivia[edge] = trivia } else { leadingTrivia[edge] = trivia }
        }
        return trivia
    }
}
