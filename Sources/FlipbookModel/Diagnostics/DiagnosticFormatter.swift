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

    /// The text of 1-based line `number`, without its line break.
    public static func sourceLine(_ number: Int, in source: String) -> String? {
        var current = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return String(line.hasSuffix("\r") ? line.dropLast() : line) }
            current += 1
        }
        return nil
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
