/// Mutations that keep a scene parseable, so that the fuzzer's inputs reach the interpreter,
/// layout and sampling: libFuzzer's byte mutations break the syntax of nearly every input, and
/// the parser then rejects it (measured: under 1 % of the time went past the parse).
///
/// Each mutation works on whole tokens or on whole lines whose brackets balance: a number
/// becomes an extreme one, a name another name, an operator another operator, a string another
/// string; a balanced line is dropped, repeated or moved; a modifier or statement from a list
/// of hostile ones is added after a line that ends a call.
struct SceneMutator {
    private var random: SplitMix

    init(seed: UInt32) { random = SplitMix(state: UInt64(seed)) }

    /// `bytes` mutated one to three times; nil when nothing applied (an input with no tokens).
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8]? {
        var text = bytes
        var changed = false
        for _ in 0...random.below(3) {
            if let next = mutateOnce(text) {
                text = next
                changed = true
            }
        }
        return changed ? text : nil
    }

    private mutating func mutateOnce(_ text: [UInt8]) -> [UInt8]? {
        switch random.below(8) {
        case 0, 1: return replaceToken(in: text, kind: .number, with: Self.numbers)
        case 2: return replaceToken(in: text, kind: .identifier, with: nil)
        case 3: return replaceToken(in: text, kind: .operator, with: Self.operators)
        case 4: return replaceToken(in: text, kind: .string, with: Self.strings)
        case 5: return moveLine(in: text)
        default: return insertSnippet(in: text)
        }
    }

    // MARK: - Tokens

    private mutating func replaceToken(in text: [UInt8], kind: Token.Kind, with choices: [String]?) -> [UInt8]? {
        let tokens = Token.scan(text)
        // An operator token is swapped only for a binary operator (not `=`, `->` or a prefix).
        let candidates = tokens.filter { token in
            token.kind == kind
                && (kind != .operator || Self.operators.contains(String(decoding: text[token.range], as: UTF8.self)))
        }
        guard !candidates.isEmpty else { return nil }
        let target = candidates[random.below(candidates.count)]
        let replacement: [UInt8]
        if let choices {
            replacement = Array(choices[random.below(choices.count)].utf8)
        } else if random.below(4) != 0 {
            // Another name of the same file: a state variable where a constant was, a type
            // where a function was.
            let other = candidates[random.below(candidates.count)]
            replacement = Array(text[other.range])
        } else {
            replacement = Array(Self.names[random.below(Self.names.count)].utf8)
        }
        var result = text
        result.replaceSubrange(target.range, with: replacement)
        return result
    }

    // MARK: - Lines

    private mutating func moveLine(in text: [UInt8]) -> [UInt8]? {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let balanced = lines.indices.filter { Self.isBalanced(lines[$0]) && !lines[$0].allSatisfy(Self.isSpace) }
        guard !balanced.isEmpty else { return nil }
        let index = balanced[random.below(balanced.count)]
        switch random.below(3) {
        case 0:
            lines.remove(at: index)
        case 1:
            lines.insert(lines[index], at: index)
        default:
            let line = lines.remove(at: index)
            lines.insert(line, at: random.below(lines.count + 1))
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// After a line that ends with `)` or `}` (a view, a modifier, a call), a modifier; after
    /// any balanced line, a statement.
    private mutating func insertSnippet(in text: [UInt8]) -> [UInt8]? {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let ends = lines.indices.filter { index in
            let last = lines[index].last(where: { !Self.isSpace($0) })
            return last == UInt8(ascii: ")") || last == UInt8(ascii: "}")
        }
        if !ends.isEmpty, random.below(3) != 0 {
            let index = ends[random.below(ends.count)]
            lines.insert(Array(Self.modifiers[random.below(Self.modifiers.count)].utf8), at: index + 1)
        } else {
            let balanced = lines.indices.filter { Self.isBalanced(lines[$0]) }
            guard !balanced.isEmpty else { return nil }
            let index = balanced[random.below(balanced.count)]
            lines.insert(Array(Self.statements[random.below(Self.statements.count)].utf8), at: index + 1)
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    private static func isBalanced(_ line: [UInt8]) -> Bool {
        var depth = 0
        var quotes = 0
        for byte in line {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return false }
            case UInt8(ascii: "\""): quotes += 1
            default: break
            }
        }
        return depth == 0 && quotes % 2 == 0
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    // MARK: - Vocabulary

    static let numbers = [
        "0", "1", "-1", "0.5", "-0.0", "2", "360", "1e9", "-1e9", "1e300", "1e-300", "1e308", "5e-324",
        "9223372036854775807", "-9223372036854775808", "4294967296", "1_000_000", "0x7fffffffffffffff",
        ".infinity", ".nan", "Double.greatestFiniteMagnitude", "Int.max", "Int.min", "(0/0)",
    ]

    static let operators = ["+", "-", "*", "/", "%", "<", ">", "==", "!=", "&&", "||", "..<", "...", "&+", "??"]

    static let strings = [
        "\"\"", "\"a\"", "\"\\(1)\"", "\"🧪👩‍👩‍👧\"", "\"\\n\\n\"", "\"" + String(repeating: "W", count: 200) + "\"",
        "\"arrow.right\"", "\"heart.fill\"", "\"\\u{0}\"",
    ]

    static let names = [
        "Text", "Circle", "Rectangle", "Color", "VStack", "HStack", "ZStack", "ForEach", "GeometryReader",
        "withAnimation", "self", "Self", "body", "id", "value", "count", "isOn", "offset", "scale", "opacity",
        "red", "blue", "clear", "spring", "easeInOut", "linear", "default", "zero", "infinity", "init", "Task",
        "sleep", "max", "min", "abs", "sin", "Double", "Int", "String", "Array", "nil", "true", "false",
    ]

    static let modifiers = [
        ".padding(1e9)", ".padding(-20)", ".frame(width: -5, height: .infinity)",
        ".frame(maxWidth: .infinity, maxHeight: 0)", ".opacity(-1)", ".scaleEffect(0)", ".scaleEffect(1e9)",
        ".offset(x: 1e300, y: .nan)", ".rotationEffect(.degrees(1e12))", ".id(UUID())", ".id(Int.max)",
        ".transition(.scale(scale: -1))", ".transition(.move(edge: .leading).combined(with: .opacity))",
        ".animation(.spring(response: 0, dampingFraction: 0), value: 1)",
        ".animation(.linear(duration: 1e9).repeatForever(), value: true)",
        ".animation(.easeIn.delay(-5).speed(0), value: 0)", ".blur(radius: 1e6)", ".shadow(radius: -3)",
        ".clipShape(Circle())", ".mask(Rectangle())", ".overlay(Text(\"x\"))", ".background(Color.red)",
        ".onAppear { }", ".task { }", ".zIndex(.nan)", ".layoutPriority(-1e300)", ".fixedSize()",
        ".aspectRatio(0, contentMode: .fit)", ".trim(from: 1, to: 0)", ".stroke(lineWidth: -1)",
        ".font(.system(size: 0))", ".lineLimit(0)", ".compositingGroup()", ".drawingGroup()",
        ".matchedGeometryEffect(id: 0, in: Namespace().wrappedValue)", ".position(x: .infinity, y: 0)",
        ".alignmentGuide(.leading) { d in d.width * 1e9 }", ".contentTransition(.numericText())",
        ".gesture(DragGesture().onChanged { v in _ = v.translation }.onEnded { _ in })",
        ".onTapGesture { }",
    ]

    static let statements = [
        "withAnimation { }", "withAnimation(.spring) { }", "let _ = 1 / 1", "var n = 0; n += 1",
        "for i in 0..<3 { _ = i }", "if true { } else { }", "_ = [1, 2, 3].map { $0 * 2 }",
        "_ = Double.random(in: 0...1)", "print(\"x\")", "_ = (0..<100).reduce(0, +)",
        "// flipbook: tap 10,10 at 0.1", "// flipbook: drag 10,10 by 1e5,-3 over 0.1 at 0.2",
    ]
}

/// A token of a Swift text, found without parsing: enough to swap like for like.
private struct Token {
    enum Kind { case identifier, number, string, `operator` }

    let kind: Kind
    let range: Range<Int>

    static func scan(_ text: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            let start = index
            if isLetter(byte) {
                while index < text.count, isLetter(text[index]) || isDigit(text[index]) { index += 1 }
                tokens.append(Token(kind: .identifier, range: start..<index))
            } else if isDigit(byte) {
                while index < text.count, isDigit(text[index]) || isLetter(text[index]) || text[index] == UInt8(ascii: ".") {
                    index += 1
                }
                tokens.append(Token(kind: .number, range: start..<index))
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                while index < text.count, text[index] != UInt8(ascii: "\""), text[index] != UInt8(ascii: "\n") {
                    index += text[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(index + 1, text.count)
                tokens.append(Token(kind: .string, range: start..<index))
            } else if isOperator(byte) {
                while index < text.count, isOperator(text[index]) { index += 1 }
                tokens.append(Token(kind: .operator, range: start..<index))
            } else {
                index += 1
            }
        }
        return tokens
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isOperator(_ byte: UInt8) -> Bool {
        "+-*/%<>=!&|?".utf8.contains(byte)
    }
}

/// A small deterministic random source (SplitMix64): a mutation is a function of its seed.
private struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
