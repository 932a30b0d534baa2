import FlipbookModel
import Foundation

extension NativeGlobals {
    /// The prelude's `NSPredicate(format:)` checks its format when it is made (a mistake is
    /// shown at the scene's call) and evaluates it for each object it is asked about; Core
    /// Data's key-value reads are `value(forKey:)`'s.
    static let predicateCalls: [String: NativeType.Call] = [
        "_predicateCheck": { i, a throws(Interrupt) in
            let format = try a.string(nil) ?? ""
            let arguments = try i.elements(of: try a.required(nil), at: a.span)
            try a.finish()
            _ = try i.parsePredicate(format, arguments, at: a.span)
            return .void
        },
        "_predicateEvaluate": { i, a throws(Interrupt) in
            let format = try a.string(nil) ?? ""
            let arguments = try i.elements(of: try a.required(nil), at: a.span)
            let object = try a.required(nil)
            try a.finish()
            let predicate = try i.parsePredicate(format, arguments, at: a.span)
            return .bool(try PredicateEvaluation(interpreter: i, span: a.span, env: a.env).test(predicate, object))
        },
    ]
}

extension Interpreter {
    func parsePredicate(_ format: String, _ arguments: [Value], at span: SourceSpan) throws(Interrupt) -> PredicateFormat {
        do {
            return try PredicateFormat.parse(format, arguments: arguments)
        } catch {
            throw .error("NSPredicate(format: \"\(format)\"): \(error.message)", at: span)
        }
    }
}

/// A parsed predicate's value for one object, as Foundation's `evaluate(with:)` gives it.
struct PredicateEvaluation {
    let interpreter: Interpreter
    let span: SourceSpan
    let env: Env

    func test(_ predicate: PredicateFormat, _ object: Value) throws(Interrupt) -> Bool {
        switch predicate {
        case .constant(let value): return value
        case .not(let inner): return !(try test(inner, object))
        case .and(let left, let right):
            guard try test(left, object) else { return false }
            return try test(right, object)
        case .or(let left, let right):
            if try test(left, object) { return true }
            return try test(right, object)
        case .comparison(let comparison): return try test(comparison, object)
        }
    }

    private func test(_ comparison: PredicateFormat.Comparison, _ object: Value) throws(Interrupt) -> Bool {
        let left = try operand(comparison.left, object)
        let right = try operand(comparison.right, object)
        guard let quantifier = comparison.quantifier else { return try compare(left, right, comparison) }
        let elements = try collection(left) ?? [left]
        switch quantifier {
        case .any:
            for element in elements where try compare(element, right, comparison) { return true }
            return false
        case .all:
            for element in elements where !(try compare(element, right, comparison)) { return false }
            return true
        case .none:
            for element in elements where try compare(element, right, comparison) { return false }
            return true
        }
    }

    private func operand(_ operand: PredicateFormat.Operand, _ object: Value) throws(Interrupt) -> Value {
        switch operand {
        case .keyPath(let components): return try value(of: object, at: components)
        case .value(let value): return normalized(value)
        case .list(let items):
            var values: [Value] = []
            for item in items { values.append(try self.operand(item, object)) }
            return .array(values)
        }
    }

    /// A key path's value: a to-many step gives the collection of its elements' values, and
    /// `@count`, `@sum`, `@avg`, `@min` and `@max` aggregate a collection.
    func value(of object: Value, at components: [String]) throws(Interrupt) -> Value {
        var current = normalized(object)
        var index = 0
        while index < components.count {
            let name = components[index]
            index += 1
            if current.isNone { return .none }
            if name.hasPrefix("@") {
                let elements = try collection(current) ?? []
                switch name.lowercased() {
                case "@count":
                    current = .int(elements.count)
                    continue
                case "@sum", "@avg", "@min", "@max":
                    var values: [Value] = []
                    let rest = Array(components[index...])
                    for element in elements { values.append(try value(of: element, at: rest)) }
                    return try aggregate(name.lowercased(), values)
                default:
                    throw .error("NSPredicate: the key path operator '\(name)' is not supported by Flipbook yet", at: span)
                }
            }
            if let elements = try collection(current) {
                var values: [Value] = []
                let rest = Array(components[(index - 1)...])
                for element in elements { values.append(try value(of: element, at: rest)) }
                return .array(values)
            }
            if case .string(let text) = current, name == "length" {
                current = .int(text.utf16.count)
                continue
            }
            current = normalized(try interpreter.member(of: current, name, at: span, env))
        }
        return current
    }

    private func aggregate(_ name: String, _ values: [Value]) throws(Interrupt) -> Value {
        let numbers = values.compactMap(\.asDouble)
        switch name {
        case "@sum": return .double(numbers.reduce(0, +))
        case "@avg": return numbers.isEmpty ? .none : .double(numbers.reduce(0, +) / Double(numbers.count))
        default:
            guard var best = values.first else { return .none }
            for next in values.dropFirst() {
                let order = try interpreter.compare(next, best, at: span)
                if name == "@min" ? order < 0 : order > 0 { best = next }
            }
            return best
        }
    }

    /// The elements of an array or a set (a to-many relationship); nil for any other value.
    private func collection(_ value: Value) throws(Interrupt) -> [Value]? {
        switch value {
        case .array(let items): items
        case .set: try interpreter.elements(of: value, at: span)
        default: nil
        }
    }

    /// Foundation's numbers and truth values are one kind here: `NSNumber(value: true)` is 1.
    private func normalized(_ value: Value) -> Value {
        if case .instance(let instance) = value, instance.type.name == "NSNumber",
            let number = instance.fields["doubleValue"]
        {
            return number
        }
        return value
    }

    private func number(_ value: Value) -> Double? {
        if case .bool(let flag) = value { return flag ? 1 : 0 }
        return value.asDouble
    }

    private func compare(_ left: Value, _ right: Value, _ comparison: PredicateFormat.Comparison) throws(Interrupt) -> Bool {
        switch comparison.op {
        case .equal: return try equal(left, right, comparison)
        case .notEqual: return !(try equal(left, right, comparison))
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard !left.isNone, !right.isNone else { return false }
            let order = try self.order(left, right, comparison)
            switch comparison.op {
            case .less: return order < 0
            case .lessOrEqual: return order <= 0
            case .greater: return order > 0
            default: return order >= 0
            }
        case .contains:
            if let elements = try collection(left) {
                for element in elements where try equal(element, right, comparison) { return true }
                return false
            }
            guard let (text, part) = strings(left, right, comparison) else { return false }
            return part.isEmpty ? false : text.contains(part)
        case .beginsWith:
            guard let (text, part) = strings(left, right, comparison) else { return false }
            return text.hasPrefix(part)
        case .endsWith:
            guard let (text, part) = strings(left, right, comparison) else { return false }
            return text.hasSuffix(part)
        case .like:
            guard let (text, pattern) = strings(left, right, comparison) else { return false }
            return Self.like(Array(text), Array(pattern))
        case .matches:
            guard case .string(let text) = left, case .string(let pattern) = right else { return false }
            guard
                let regex = try? NSRegularExpression(
                    pattern: pattern, options: comparison.caseInsensitive ? [.caseInsensitive] : [])
            else {
                throw .error("NSPredicate: the regular expression does not compile: \(pattern)", at: span)
            }
            let range = NSRange(text.startIndex..., in: text)
            return regex.firstMatch(in: text, options: [.anchored], range: range)?.range == range
        case .isIn:
            if case .string = right {
                guard let (text, part) = strings(right, left, comparison) else { return false }
                return text.contains(part)
            }
            guard let elements = try collection(right) else {
                throw .error("NSPredicate: IN needs a collection on its right", at: span)
            }
            for element in elements where try equal(left, element, comparison) { return true }
            return false
        case .between:
            guard let bounds = try collection(right), bounds.count == 2 else {
                throw .error("NSPredicate: BETWEEN needs two bounds, such as {1, 10}", at: span)
            }
            guard !left.isNone else { return false }
            guard try order(left, bounds[0], comparison) >= 0 else { return false }
            return try order(left, bounds[1], comparison) <= 0
        }
    }

    private func equal(_ left: Value, _ right: Value, _ comparison: PredicateFormat.Comparison) throws(Interrupt) -> Bool {
        if left.isNone || right.isNone { return left.isNone && right.isNone }
        if let (a, b) = strings(left, right, comparison) { return a == b }
        if let a = number(left), let b = number(right) { return a == b }
        return try interpreter.valuesEqual(left, right, at: span)
    }

    private func order(_ left: Value, _ right: Value, _ comparison: PredicateFormat.Comparison) throws(Interrupt) -> Int {
        if let (a, b) = strings(left, right, comparison) { return a < b ? -1 : (a == b ? 0 : 1) }
        if let a = number(left), let b = number(right) { return a < b ? -1 : (a == b ? 0 : 1) }
        return try interpreter.compare(left, right, at: span)
    }

    /// Two strings folded as the comparison's `[c]` and `[d]` options say; nil unless both are.
    private func strings(_ left: Value, _ right: Value, _ comparison: PredicateFormat.Comparison) -> (String, String)? {
        guard case .string(var a) = left, case .string(var b) = right else { return nil }
        var options: String.CompareOptions = []
        if comparison.caseInsensitive { options.insert(.caseInsensitive) }
        if comparison.diacriticInsensitive { options.insert(.diacriticInsensitive) }
        if !options.isEmpty {
            let locale = Locale(identifier: "en_US_POSIX")
            a = a.folding(options: options, locale: locale)
            b = b.folding(options: options, locale: locale)
        }
        return (a, b)
    }

    /// `LIKE`'s wildcards: `*` any run of characters, `?` one.
    static func like(_ text: [Character], _ pattern: [Character]) -> Bool {
        // Iterative matching with one backtrack point for the last `*`, linear in practice.
        var t = 0, p = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
