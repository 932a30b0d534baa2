import FlipbookModel

extension Interpreter {
    /// Properties of built-in values: `items.count`, `items.indices`, `size.width`…
    func builtinInstanceMember(_ value: Value, _ name: String, at span: SourceSpan) throws(RuntimeError) -> Value? {
        switch (value, name) {
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return items.first ?? .nilValue
        case (.array(let items), "last"): return items.last ?? .nilValue
        case (.array(let items), "indices"): return .range(lower: 0, upper: items.count)
        case (.range(let lower, let upper), "count"): return .int(upper - lower)
        case (.range(let lower, let upper), "isEmpty"): return .bool(upper <= lower)
        case (.range(let lower, _), "lowerBound"): return .int(lower)
        case (.range(_, let upper), "upperBound"): return .int(upper)
        case (.range(let lower, let upper), "indices"): return .range(lower: lower, upper: upper)
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.size(let size), "width"): return .double(size.width)
        case (.size(let size), "height"): return .double(size.height)
        case (.point(let point), "x"): return .double(point.x)
        case (.point(let point), "y"): return .double(point.y)
        case (.angle(let angle), "degrees"): return .double(angle.degrees)
        case (.angle(let angle), "radians"): return .double(angle.radians)
        case (.uuid, "uuidString"): return .string(try describe(value, at: span))
        case (.int, "description"), (.double, "description"), (.bool, "description"):
            return .string(try describe(value, at: span))
        default: return nil
        }
    }
}
