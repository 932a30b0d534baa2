/// Foundation's predicate format language (`"name CONTAINS[cd] %@ AND done == NO"`), parsed
/// with its arguments: comparisons of key paths, literals and arguments, joined by `AND`, `OR`
/// and `NOT`, with `ANY`/`ALL`/`NONE` over to-many key paths. Core Data's fetch requests and
/// Foundation's `evaluate(with:)` both read it.
indirect enum PredicateFormat: Sendable {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Comparison)

    struct Comparison: Sendable {
        enum Quantifier: Sendable { case any, all, none }
        enum Operator: String, Sendable {
            case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
            case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE"
            case matches = "MATCHES", isIn = "IN", between = "BETWEEN"
        }
        var quantifier: Quantifier?
        var left: Operand
        var op: Operator
        var right: Operand
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    /// A side of a comparison. A key path of no components is `SELF`.
    enum Operand: @unchecked Sendable {
        case keyPath([String])
        case value(Value)
        case list([Operand])
    }

    /// Why a format does not parse, and where.
    struct SyntaxError: Error {
        let message: String
    }

    static func parse(_ format: String, arguments: [Value]) throws(SyntaxError) -> PredicateFormat {
        var parser = Parser(tokens: try tokenize(format), arguments: arguments)
        let predicate = try parser.parseOr()
        guard parser.index == parser.tokens.count else {
            throw SyntaxError(message: "unexpected '\(parser.tokens[parser.index].text)'")
        }
        guard parser.argumentIndex == arguments.count else {
            throw SyntaxError(
                message: "the format has \(parser.argumentIndex) placeholders but \(arguments.count) arguments were given")
        }
        return predicate
    }

    struct Token {
        enum Kind { case word, string, number, placeholder, symbol }
        let kind: Kind
        let text: String
        var upper: String { text.uppercased() }
    }

    static func tokenize(_ format: String) throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == "@" || c == "$" }
        while index < characters.count {
            let c = characters[index]
            if c.isWhitespace {
                index += 1
            } else if c == "'" || c == "\"" {
                var end = index + 1
                var text = ""
                while end < characters.count, characters[end] != c {
                    if characters[end] == "\\", end + 1 < characters.count { end += 1 }
                    text.append(characters[end])
                    end += 1
                }
                guard end < characters.count else { throw SyntaxError(message: "a string is not closed") }
                tokens.append(Token(kind: .string, text: text))
                index = end + 1
            } else if c == "%" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end] == "@" {
                    let done = characters[end] != "l"
                    end += 1
                    if done { break }
                }
                tokens.append(Token(kind: .placeholder, text: String(characters[index..<end])))
                index = end
            } else if c.isNumber || (c == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                && (tokens.last.map { $0.kind == .symbol || $0.kind == .word && Self.isOperatorWord($0.upper) } ?? true))
            {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                tokens.append(Token(kind: .number, text: String(characters[index..<end])))
                index = end
            } else if isWordCharacter(c) {
                var end = index
                while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
                tokens.append(Token(kind: .word, text: String(characters[index..<end])))
                index = end
            } else {
                let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(pair) {
                    tokens.append(Token(kind: .symbol, text: pair))
                    index += 2
                } else if "=<>!(){},[]".contains(c) {
                    tokens.append(Token(kind: .symbol, text: String(c)))
                    index += 1
                } else {
                    throw SyntaxError(message: "unexpected '\(c)'")
                }
            }
        }
        return tokens
    }

    static func isOperatorWord(_ word: String) -> Bool {
        ["AND", "OR", "NOT", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(word)
    }

    private struct Parser {
        let tokens: [Token]
        let arguments: [Value]
        var index = 0
        var argumentIndex = 0

        init(tokens: [Token], arguments: [Value]) {
            self.tokens = tokens
            self.arguments = arguments
        }

        var current: Token? { index < tokens.count ? tokens[index] : nil }

        mutating func accept(_ texts: String...) -> Bool {
            guard let token = current, token.kind == .word || token.kind == .symbol, texts.contains(token.upper) else {
                return false
            }
            index += 1
            return true
        }

        mutating func expect(_ text: String) throws(SyntaxError) {
            guard accept(text) else { throw SyntaxError(message: "expected '\(text)'" + (current.map { " before '\($0.text)'" } ?? " at the end")) }
        }

        mutating func parseOr() throws(SyntaxError) -> PredicateFormat {
            var left = try parseAnd()
            while accept("OR", "||") { left = .or(left, try parseAnd()) }
            return left
        }

        mutating func parseAnd() throws(SyntaxError) -> PredicateFormat {
            var left = try parseNot()
            while accept("AND", "&&") { left = .and(left, try parseNot()) }
            return left
        }

        mutating func parseNot() throws(SyntaxError) -> PredicateFormat {
            if accept("NOT", "!") { return .not(try parseNot()) }
            if accept("(") {
                // A parenthesized predicate, or a parenthesized operand of a comparison: the
                // predicate grammar's parentheses group predicates only.
                let inner = try parseOr()
                try expect(")")
                return inner
            }
            if accept("TRUEPREDICATE") { return .constant(true) }
            if accept("FALSEPREDICATE") { return .constant(false) }
            return .comparison(try parseComparison())
        }

        mutating func parseComparison() throws(SyntaxError) -> Comparison {
            var quantifier: Comparison.Quantifier?
            if accept("ANY", "SOME") {
                quantifier = .any
            } else if accept("ALL") {
                quantifier = .all
            } else if accept("NONE") {
                quantifier = .none
            }
            let left = try parseOperand()
            guard let token = current else { throw SyntaxError(message: "expected an operator at the end") }
            index += 1
            let op: Comparison.Operator
            switch token.upper {
            case "=", "==": op = .equal
            case "!=", "<>": op = .notEqual
            case "<": op = .less
            case "<=", "=<": op = .lessOrEqual
            case ">": op = .greater
            case ">=", "=>": op = .greaterOrEqual
            default:
                guard token.kind == .word, let named = Comparison.Operator(rawValue: token.upper), named.rawValue.first!.isLetter
                else {
                    throw SyntaxError(message: "expected an operator (==, <, CONTAINS, IN…) instead of '\(token.text)'")
                }
                op = named
            }
            var comparison = Comparison(quantifier: quantifier, left: left, op: op, right: .list([]))
            if accept("[") {
                guard let options = current, options.kind == .word else { throw SyntaxError(message: "expected options such as [c]") }
                index += 1
                for option in options.text.lowercased() {
                    switch option {
                    case "c": comparison.caseInsensitive = true
                    case "d": comparison.diacriticInsensitive = true
                    case "n", "l": break
                    default: throw SyntaxError(message: "unknown comparison option '\(option)'")
                    }
                }
                try expect("]")
            }
            comparison.right = try parseOperand()
            return comparison
        }

        mutating func parseOperand() throws(SyntaxError) -> Operand {
            guard let token = current else { throw SyntaxError(message: "expected a value at the end") }
            index += 1
            switch token.kind {
            case .string:
                return .value(.string(token.text))
            case .number:
                if let int = Int(token.text) { return .value(.int(int)) }
                guard let double = Double(token.text) else { throw SyntaxError(message: "'\(token.text)' is not a number") }
                return .value(.double(double))
            case .placeholder:
                guard argumentIndex < arguments.count else {
                    throw SyntaxError(message: "'\(token.text)' has no argument to stand for")
                }
                let argument = arguments[argumentIndex]
                argumentIndex += 1
                if token.text == "%K" {
                    guard case .string(let key) = argument else { throw SyntaxError(message: "%K needs a key name (a String)") }
                    return .keyPath(Self.components(key))
                }
                return .value(argument)
            case .word:
                switch token.upper {
                case "TRUE", "YES": return .value(.bool(true))
                case "FALSE", "NO": return .value(.bool(false))
                case "NIL", "NULL": return .value(.none)
                default:
                    guard !PredicateFormat.isOperatorWord(token.upper), !token.text.hasPrefix("$") else {
                        throw SyntaxError(message: "expected a key path or a value instead of '\(token.text)'")
                    }
                    return .keyPath(Self.components(token.text))
                }
            case .symbol:
                guard token.text == "{" else { throw SyntaxError(message: "expected a value instead of '\(token.text)'") }
                var items: [Operand] = []
                if accept("}") { return .list(items) }
                repeat { items.append(try parseOperand()) } while accept(",")
                try expect("}")
                return .list(items)
            }
        }

        static func components(_ keyPath: String) -> [String] {
            keyPath.split(separator: ".").map(String.init).filter { $0.uppercased() != "SELF" }
        }
    }
}
