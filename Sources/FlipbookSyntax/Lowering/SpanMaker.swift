import FlipbookModel
@_spi(RawSyntax) import SwiftSyntax

/// Turns swift-syntax positions into the `SourceSpan`s that every AST node carries.
///
/// Spans cover a node's trimmed text (no leading or trailing trivia), so a diagnostic's caret
/// lands on the first character of the construct rather than on the comment above it.
struct SpanMaker {
    let fileName: String
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
        let (start, end) = Self.trimmedRange(of: node.raw, at: node.position)
        return span(from: start.advanced(by: offset), to: end.advanced(by: offset))
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

    /// The range of `raw` (which starts at `position`) without its leading and trailing trivia.
    ///
    /// swift-syntax's own `positionAfterSkippingLeadingTrivia` and
    /// `endPositionBeforeTrailingTrivia` recurse down the node's first and last children; this
    /// walks them in a loop, which matters for long modifier chains, whose left spine is as deep
    /// as the chain is long.
    static func trimmedRange(of raw: RawSyntax, at position: AbsolutePosition) -> (AbsolutePosition, AbsolutePosition) {
        let end = position.advanced(by: raw.byteLength)
        guard let first = edgeToken(of: raw, last: false), let last = edgeToken(of: raw, last: true) else {
            return (position, end)
        }
        return (position.advanced(by: first.leadingTriviaByteLength), end.advanced(by: -last.trailingTriviaByteLength))
    }

    /// The first (or last) token of `raw` that has text or trivia; zero-length (missing) tokens
    /// hold neither, so skipping them keeps the trivia right.
    private static func edgeToken(of raw: RawSyntax, last: Bool) -> RawSyntaxTokenView? {
        var current = raw
        while true {
            if let token = current.tokenView { return token }
            guard let children = current.layoutView?.children else { return nil }
            let next = last
                ? children.reversed().first { ($0?.byteLength ?? 0) > 0 }
                : children.first { ($0?.byteLength ?? 0) > 0 }
            guard let child = next.flatMap({ $0 }) else { return nil }
            current = child
        }
    }
}
