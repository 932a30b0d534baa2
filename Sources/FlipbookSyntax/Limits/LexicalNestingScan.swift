/// Finds, in the raw text, nesting that swift-syntax's parser handles in more than linear time.
///
/// - At every `[` the parser looks ahead to tell an array literal from an `InlineArray` type
///   (`[3 of Int]`), and the look-ahead descends into the `[`s nested inside: `[[[[…1…]]]]` takes
///   time exponential in the depth (twice as long per level; 18 levels take seconds).
/// - At every `#if` it looks ahead through the `#if`s nested inside: quadratic time, and a
///   recursion that the parser's nesting limit does not bound.
/// - Past the parser's nesting limit, nested string interpolations make its diagnostics take
///   seconds.
/// - Where a token it cannot place (a stray `*/`) sits inside nested parentheses, its recovery
///   looks ahead through the parentheses that follow, at every level: time that grows with the
///   depth before times the square of the depth after (1 400 levels took 11 s in a release
///   build).
///
/// - At every token that starts with `<` it looks ahead for a generic argument list, through the
///   `<`s that follow in the same run of type-like tokens: `x< x< x< …` takes quadratic time
///   (1 600 took 0.7 s, 16 000 over a minute), whether or not the `<`s are generic.
///
/// Such nesting never occurs in view code, so this scan rejects it before parsing. It skips
/// comments and string literals (keeping the code of their interpolations), so text does not
/// count.
struct LexicalNestingScan {
    /// Deeper than this, `[` is an error: the parser's look-ahead then costs a few milliseconds
    /// per bracket group in a debug build.
    static let maximumSquareBracketDepth = 8
    /// Deeper than this, `#if` is an error.
    static let maximumConditionalDepth = 16
    /// Deeper than this, a string literal inside an interpolation is an error.
    static let maximumInterpolationDepth = 16
    /// Deeper than this, `(` is an error: view code nests a few levels, and 64 levels of the
    /// worst case above parse in milliseconds.
    static let maximumParenthesisDepth = 64
    /// Deeper than this, `<` is an error: generic arguments nest a few levels, and comparisons
    /// end their run at `&&`, `{` or `=`.
    static let maximumAngleDepth = 32

    /// The first nesting too deep: its UTF-8 offset and what it is.
    private(set) var firstTooDeep: (offset: Int, message: String)?

    private enum Context {
        /// Code, with the parentheses open in it (an interpolation ends at its closing `)`).
        case code(parentheses: Int)
        /// A string literal with its `#` count and whether it is multi-line.
        case string(pounds: Int, multiline: Bool)
    }

    init(source: String) {
        let bytes = Array(source.utf8)
        var contexts: [Context] = [.code(parentheses: 0)]
        var depth = 0
        var parenthesisDepth = 0
        var conditionals = 0
        // `<`s not closed since the last token that cannot be part of a type.
        var angles = 0
        var i = 0
        while i < bytes.count, let context = contexts.last {
            switch context {
            case .string(let pounds, let multiline):
                i = Self.skipStringText(bytes, from: i, pounds: pounds, multiline: multiline, contexts: &contexts)
            case .code(let parentheses):
                switch bytes[i] {
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > Self.maximumSquareBracketDepth {
                        firstTooDeep = (
                            i,
                            "square brackets nested too deeply "
                                + "(more than \(Self.maximumSquareBracketDepth) levels)"
                        )
                        return
                    }
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                case UInt8(ascii: "("):
                    contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                    parenthesisDepth += 1
                    if parenthesisDepth > Self.maximumParenthesisDepth {
                        firstTooDeep = (
                            i, "parentheses nested too deeply (more than \(Self.maximumParenthesisDepth) levels)"
                        )
                        return
                    }
                case UInt8(ascii: ")"):
                    if parentheses == 0, contexts.count > 1 {
                        contexts.removeLast()  // the end of an interpolation
                    } else {
                        contexts[contexts.count - 1] = .code(parentheses: max(0, parentheses - 1))
                        parenthesisDepth = max(0, parenthesisDepth - 1)
                    }
                case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
                    continue
                case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                    i = Self.skipBlockComment(bytes, from: i)
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    if let (pounds, multiline, end) = Self.stringStart(bytes, at: i) {
                        angles = 0
                        if contexts.count / 2 >= Self.maximumInterpolationDepth {
                            firstTooDeep = (
                                i,
                                "string interpolations nested too deeply "
                                    + "(more than \(Self.maximumInterpolationDepth) levels)"
                            )
                            return
                        }
                        contexts.append(.string(pounds: pounds, multiline: multiline))
                        i = end
                        continue
                    }
                    if Self.isDirective("if", in: bytes, at: i) {
                        conditionals += 1
                        if conditionals > Self.maximumConditionalDepth {
                            firstTooDeep = (
                                i,
                                "'#if' nested too deeply "
                                    + "(more than \(Self.maximumConditionalDepth) levels)"
                            )
                            return
                        }
                    } else if Self.isDirective("endif", in: bytes, at: i) {
                        conditionals = max(0, conditionals - 1)
                    }
                case UInt8(ascii: "<"):
                    guard Self.opensAngle(bytes, at: i) else { break }
                    angles += 1
                    if angles > Self.maximumAngleDepth {
                        firstTooDeep = (i, "angle brackets nested too deeply (more than \(Self.maximumAngleDepth) levels)")
                        return
                    }
                case UInt8(ascii: ">") where i == 0 || bytes[i - 1] != UInt8(ascii: "-"):
                    angles = max(0, angles - 1)
                default:
                    if Self.endsTypeRun(bytes, at: i) { angles = 0 }
                }
                i += 1
            }
        }
    }

    /// Whether the `<` at `i` starts a token the parser may take for a generic argument list: it
    /// starts an operator (`..<` does not), and `<<` and `<=` fail the look-ahead at once.
    private static func opensAngle(_ bytes: [UInt8], at i: Int) -> Bool {
        let operators = Array("/=-+*%<>!&|^~?.".utf8)
        if i > 0, operators.contains(bytes[i - 1]) { return false }
        return i + 1 >= bytes.count || (bytes[i + 1] != UInt8(ascii: "<") && bytes[i + 1] != UInt8(ascii: "="))
    }

    /// Whether the byte at `i` is (or starts) a token no type contains, which ends the parser's
    /// look-ahead for generic arguments.
    private static func endsTypeRun(_ bytes: [UInt8], at i: Int) -> Bool {
        let next = i + 1 < bytes.count ? bytes[i + 1] : 0
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "+"),
            UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: "|"):
            return true
        case UInt8(ascii: "&"): return next == UInt8(ascii: "&")
        case UInt8(ascii: "-"): return next != UInt8(ascii: ">")
        default: return false
        }
    }

    /// Whether `#name` starts at `i` and is not the start of a longer name (`#iffy`).
    private static func isDirective(_ name: String, in bytes: [UInt8], at i: Int) -> Bool {
        let name = Array(name.utf8)
        let end = i + 1 + name.count
        guard end <= bytes.count, Array(bytes[(i + 1)..<end]) == name else { return false }
        guard end < bytes.count else { return true }
        let next = bytes[end]
        return
            !(next == UInt8(ascii: "_") || (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
            || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
            || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")))
    }

    /// A string literal's opening delimiter at `i`: its `#` count, whether it is multi-line, and
    /// where its text starts.
    private static func stringStart(_ bytes: [UInt8], at i: Int) -> (Int, Bool, Int)? {
        var j = i
        while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else { return nil }
        let multiline = j + 2 < bytes.count && bytes[j + 1] == UInt8(ascii: "\"") && bytes[j + 2] == UInt8(ascii: "\"")
        return (j - i, multiline, j + (multiline ? 3 : 1))
    }

    /// Skips string text from `i` to the end of the literal (popping its context) or to an
    /// interpolation (pushing a code context); returns where to continue.
    private static func skipStringText(
        _ bytes: [UInt8], from start: Int, pounds: Int, multiline: Bool,
        contexts: inout [Context]
    ) -> Int {
        var i = start
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\\"), hasPounds(bytes, after: i, count: pounds) {
                let next = i + 1 + pounds
                if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                    contexts.append(.code(parentheses: 0))
                    return next + 1
                }
                i = next + 1  // an escaped character
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                let closes = (0..<quotes).allSatisfy { i + $0 < bytes.count && bytes[i + $0] == UInt8(ascii: "\"") }
                if closes, hasPounds(bytes, after: i + quotes - 1, count: pounds) {
                    contexts.removeLast()
                    return i + quotes + pounds
                }
            }
            if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                contexts.removeLast()  // an unterminated string: the parser reports it
                return i
            }
            i += 1
        }
        return i
    }

    private static func hasPounds(_ bytes: [UInt8], after i: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { i + 1 + $0 < bytes.count && bytes[i + 1 + $0] == UInt8(ascii: "#") }
    }

    /// Skips a `/* … */` comment, which may nest; returns the offset after it.
    private static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return i }
            } else {
                i += 1
            }
        }
        return bytes.count
    }
}
