import FlipbookModel
import SwiftSyntax

/// Lowering of string literals into text and interpolation segments.
///
/// swift-syntax keeps a segment's text as written (escapes unresolved) but has already moved a
/// multi-line string's indentation and final newline into trivia, so resolving escapes (and
/// `\` line continuations) is all that is left to do here.
extension SyntaxLowerer {
    /// The segments of `"a \(b) c"`: adjacent text pieces (one per line of a multi-line
    /// string) are merged, so text and interpolation alternate. `""` has no segments.
    func lowerStringSegments(_ node: StringLiteralExprSyntax) -> [StringSegment] {
        let delimiter = String(repeating: "#", count: node.openingPounds?.text.count ?? 0)
        let isMultiline = node.openingQuote.tokenKind == .multilineStringQuote
        var segments: [StringSegment] = []
        for element in node.segments {
            switch element {
            case .stringSegment(let segment):
                append(Self.unescape(segment.content.text, delimiter: delimiter, multiline: isMultiline), to: &segments)
            case .expressionSegment(let interpolation):
                // `\(value)`, or with more arguments: `\(value, specifier: "%.1f")`.
                segments.append(.interpolation(interpolation.expressions.map { lowerArgument($0) }))
            }
        }
        return segments
    }

    /// The text of a string in an attribute (`@available(*, message: "…")`), which has no
    /// interpolation.
    func lowerStringSegments(_ node: SimpleStringLiteralExprSyntax) -> [StringSegment] {
        var segments: [StringSegment] = []
        for segment in node.segments {
            append(Self.unescape(segment.content.text, delimiter: "", multiline: false), to: &segments)
        }
        return segments
    }

    private func append(_ text: String, to segments: inout [StringSegment]) {
        if case .text(let previous)? = segments.last {
            segments[segments.count - 1] = .text(previous + text)
        } else if !text.isEmpty {
            segments.append(.text(text))
        }
    }

    /// Resolves the escapes of raw segment text: `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`,
    /// `\u{…}`, and in multi-line strings a `\` at the end of a line, which joins it to the next.
    /// In a raw string (`#"…"#`) only `\#` starts an escape.
    static func unescape(_ raw: String, delimiter: String, multiline: Bool) -> String {
        // Unicode scalars, not Characters: "\r\n" is a single Character, and escapes are ASCII.
        let chars = Array(raw.unicodeScalars)
        let marker = Array(("\\" + delimiter).unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < chars.count {
            guard chars[i] == "\\", i + marker.count < chars.count,
                Array(chars[i..<(i + marker.count)]) == marker
            else {
                // Multi-line strings normalise line endings to "\n", as the compiler does.
                if multiline, chars[i] == "\r", i + 1 < chars.count, chars[i + 1] == "\n" { i += 1 }
                out.append(chars[i])
                i += 1
                continue
            }
            let escaped = chars[i + marker.count]
            i += marker.count + 1
            switch escaped {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\\", "\"", "'": out.append(escaped)
            case "u":
                // `\u{1F600}`: one to eight hex digits in braces (validated by the parser).
                if i < chars.count, chars[i] == "{", let close = chars[i...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(chars[(i + 1)..<close])), radix: 16),
                    let scalar = Unicode.Scalar(value)
                {
                    out.append(scalar)
                    i = close + 1
                }
            default:
                // A line continuation: `\`, optional spaces or tabs, then the line break.
                var j = i - 1
                while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
                if multiline, j < chars.count, chars[j] == "\n" || chars[j] == "\r" {
                    i = j + 1
                    if chars[j] == "\r", i < chars.count, chars[i] == "\n" { i += 1 }
                } else {
                    out.append(contentsOf: marker)
                    out.append(escaped)
                }
            }
        }
        return String(out)
    }
}
