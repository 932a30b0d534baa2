/// Renders diagnostics as compilers do: `file.swift:12:9: error: message`, then the source line
/// and a caret under the column (with tildes under the rest of a one-line span).
public enum DiagnosticFormatter {
    public static func format(_ diagnostic: Diagnostic, source: String?) -> String {
        var out = diagnostic.description
        if let span = diagnostic.span, span.isKnown, let source,
            let line = sourceLine(span.start.line, in: source)
        {
            out += "\n" + line + "\n" + marker(for: span, line: line)
        }
        for note in diagnostic.notes {
            out += "\n" + format(note, source: source)
        }
        return out
    }

    public static func format(_ list: DiagnosticList, source: String?) -> String {
        list.diagnostics.map { format($0, source: source) }.joined(separator: "\n")
    }

    /// A diagnostic with the line of the file it points into (none for the prelude's).
    public static func format(_ diagnostic: Diagnostic, sources: [SourceFile]) -> String {
        let file = diagnostic.span.flatMap { span in sources.first { $0.fileName == span.file } }
        var out = format(Diagnostic(diagnostic.severity, diagnostic.message, at: diagnostic.span), source: file?.text)
        for note in diagnostic.notes {
            out += "\n" + format(note, sources: sources)
        }
        return out
    }

    public static func format(_ list: DiagnosticList, sources: [SourceFile]) -> String {
        list.diagnostics.map { format($0, sources: sources) }.joined(separator: "\n")
    }

    /// The text of 1-based line `number`, without its line break. Lines end at "\n", "\r\n" or
    /// a lone "\r", as the parser counts them. (Splitting the string on "\n" would not do: in
    /// Swift "\r\n" is a single Character, so CRLF files would seem to have one line.)
    public static func sourceLine(_ number: Int, in source: String) -> String? {
        guard number >= 1 else { return nil }
        let scalars = source.unicodeScalars
        var current = 1
        var lineStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            if current == number { return String(scalars[lineStart..<index]) }
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            current += 1
            lineStart = next
            index = next
        }
        return current == number ? String(scalars[lineStart..<scalars.endIndex]) : nil
    }

    private static func marker(for span: SourceSpan, line: String) -> String {
        // Columns count UTF-8 bytes; the caret line is indented by characters of the same prefix,
        // keeping tabs so the caret lines up under the source in a terminal.
        let bytes = Array(line.utf8)
        let startByte = max(0, min(span.start.column - 1, bytes.count))
        let prefix = String(decoding: bytes[0..<startByte], as: UTF8.self)
        let indent = String(prefix.map { $0 == "\t" ? "\t" : " " })
        var length = 1
        if span.end.line == span.start.line && span.end.column > span.start.column {
            let endByte = min(span.end.column - 1, bytes.count)
            length = max(1, String(decoding: bytes[startByte..<max(startByte, endByte)], as: UTF8.self).count)
        }
        return indent + "^" + String(repeating: "~", count: length - 1)
    }
}
