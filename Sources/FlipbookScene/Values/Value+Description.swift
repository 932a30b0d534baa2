import FlipbookModel

extension Interpreter {
    /// The text of a value in a string interpolation, as Swift's `description` prints it.
    func describe(_ value: Value, at span: SourceSpan) throws(RuntimeError) -> String {
        switch value {
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .bool(let b): return String(b)
        case .string(let s): return s
        case .array(let items):
            var parts: [String] = []
            for item in items { parts.append(try debugDescribe(item, at: span)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .range(let lower, let upper): return "\(lower)..<\(upper)"
        case .enumCase(let e):
            if let raw = try rawValue(of: e, at: span) { return try describe(raw, at: span) }
            return e.caseName
        case .instance(let instance):
            var parts: [String] = []
            for name in instance.order {
                if let field = instance.fields[name] { parts.append("\(name): \(try debugDescribe(field, at: span))") }
            }
            return "\(instance.typeName)(" + parts.joined(separator: ", ") + ")"
        case .uuid(let n): return Interpreter.uuidText(n)
        case .tuple(let items, _):
            var parts: [String] = []
            for item in items { parts.append(try debugDescribe(item, at: span)) }
            return "(" + parts.joined(separator: ", ") + ")"
        case .nilValue: return "nil"
        case .color(let c): return c.description
        default:
            throw RuntimeError("a value of type \(value.typeName) cannot be shown as text", at: span)
        }
    }

    private func debugDescribe(_ value: Value, at span: SourceSpan) throws(RuntimeError) -> String {
        if case .string(let s) = value { return "\"\(s)\"" }
        return try describe(value, at: span)
    }

    /// `UUID()` values are numbered from a counter; this is their text.
    static func uuidText(_ n: Int) -> String {
        let hex = String(n, radix: 16, uppercase: true)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }
}
