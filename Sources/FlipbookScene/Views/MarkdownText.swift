import FlipbookModel
import FlipbookVocabulary

/// The inline Markdown SwiftUI applies to a string literal in `Text("…")` (a
/// `LocalizedStringKey`; a `String` variable is shown as written): `**bold**`, `__bold__`,
/// `*italic*`, `_italic_`, `***both***`, `~~strikethrough~~`, `` `code` `` (monospaced) and
/// `[text](url)` (in the accent colour). A delimiter without its closing partner is text.
enum MarkdownText {
    struct Style: Equatable {
        var bold = false
        var italic = false
        var strikethrough = false
        var code = false
        var link = false
    }

    static func runs(_ source: String) -> [TextLeaf.RunSpec] {
        let characters = Array(source)
        var runs: [TextLeaf.RunSpec] = []
        var style = Style()
        var pending = ""

        func flush() {
            guard !pending.isEmpty else { return }
            var run = TextLeaf.RunSpec(pending)
            if style.bold { run.weight = .bold }
            if style.italic { run.italic = true }
            if style.strikethrough { run.strikethrough = true }
            if style.code { run.design = .monospaced }
            if style.link { run.foreground = .tint }
            runs.append(run)
            pending = ""
        }

        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "\\", i + 1 < characters.count, "*_~`[]()\\".contains(characters[i + 1]) {
                pending.append(characters[i + 1])
                i += 2
                continue
            }
            if c == "`" {
                if style.code || closes("`", in: characters, after: i + 1) {
                    flush()
                    style.code.toggle()
                    i += 1
                    continue
                }
            } else if !style.code, c == "^", i + 1 < characters.count, characters[i + 1] == "[",
                let (text, end, attributes) = attributed(in: characters, at: i + 1)
            {
                // `^[3 apple](inflect: true)`: an attribute run, drawn as text in the current
                // style; with `inflect`, its noun agrees with its number, as iOS 15's automatic
                // grammar agreement writes English.
                pending += attributes.contains("inflect") && attributes.contains("true") ? EnglishInflection.agreeing(text) : text
                i = end
                continue
            } else if !style.code, c == "[", let (text, end) = link(in: characters, at: i) {
                flush()
                style.link = true
                pending = text
                flush()
                style.link = false
                i = end
                continue
            } else if !style.code, c == "*" || c == "_" || c == "~" {
                let run = delimiterRun(characters, at: i)
                if let toggled = toggle(run, style: style, characters: characters, at: i) {
                    flush()
                    style = toggled
                    i += run.count
                    continue
                }
            }
            pending.append(c)
            i += 1
        }
        flush()
        return runs.isEmpty ? [TextLeaf.RunSpec("")] : runs
    }

    /// The run of one delimiter character starting at `index` (`***`, `__`, `~~`…).
    private static func delimiterRun(_ characters: [Character], at index: Int) -> String {
        var end = index
        while end < characters.count, characters[end] == characters[index], end - index < 3 { end += 1 }
        return String(characters[index..<end])
    }

    /// The style after `delimiter`, or nil when it is text here (no partner, or `_` inside a word).
    private static func toggle(_ delimiter: String, style: Style, characters: [Character], at index: Int) -> Style? {
        let kind = delimiter.first!
        let after = index + delimiter.count
        if kind == "~" {
            guard delimiter.count == 2, style.strikethrough || closes(delimiter, in: characters, after: after) else { return nil }
            var next = style
            next.strikethrough.toggle()
            return next
        }
        if kind == "_" {
            let before = index > 0 ? characters[index - 1] : " "
            let next = after < characters.count ? characters[after] : " "
            if before.isLetter || before.isNumber, next.isLetter || next.isNumber { return nil }
        }
        let opening: Bool
        switch delimiter.count {
        case 1: opening = !style.italic
        case 2: opening = !style.bold
        default: opening = !(style.bold && style.italic)
        }
        if opening && !closes(delimiter, in: characters, after: after) { return nil }
        var next = style
        if delimiter.count == 1 || delimiter.count == 3 { next.italic = opening }
        if delimiter.count >= 2 { next.bold = opening }
        return next
    }

    /// Whether `delimiter` occurs again after `index`.
    private static func closes(_ delimiter: String, in characters: [Character], after index: Int) -> Bool {
        guard index < characters.count else { return false }
        return String(characters[index...]).contains(delimiter)
    }

    /// `[text](attributes)` at `index` (after a `^`): the text, the index after the closing
    /// parenthesis, and the attributes as written.
    private static func attributed(in characters: [Character], at index: Int) -> (String, Int, String)? {
        guard let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count,
            characters[close + 1] == "(", let end = characters[(close + 1)...].firstIndex(of: ")")
        else { return nil }
        return (String(characters[(index + 1)..<close]), end + 1, String(characters[(close + 2)..<end]))
    }

    /// `[text](url)` at `index`: the text and the index after the closing parenthesis.
    private static func link(in characters: [Character], at index: Int) -> (String, Int)? {
        guard let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count,
            characters[close + 1] == "(", let end = characters[(close + 1)...].firstIndex(of: ")")
        else { return nil }
        return (String(characters[(index + 1)..<close]), end + 1)
    }
}

extension Interpreter {
    /// Stands in a `Text` literal's string for a `Text` interpolated into it.
    static let interpolatedTextMarker: Character = "\u{FFFC}"

    /// The literal's runs with each marker replaced by the runs of the text it stands for.
    static func splicing(_ texts: [[TextLeaf.RunSpec]], into runs: [TextLeaf.RunSpec]) -> [TextLeaf.RunSpec] {
        guard !texts.isEmpty else { return runs }
        var out: [TextLeaf.RunSpec] = []
        var next = 0
        for run in runs {
            guard run.text.contains(interpolatedTextMarker) else {
                out.append(run)
                continue
            }
            let pieces = run.text.split(separator: interpolatedTextMarker, omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if !piece.isEmpty {
                    var part = run
                    part.text = String(piece)
                    out.append(part)
                }
                if index < pieces.count - 1, next < texts.count {
                    out += texts[next]
                    next += 1
                }
            }
        }
        return out
    }
}
