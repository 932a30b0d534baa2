import FlipbookModel

extension Interpreter {
    /// Swift's `==` for the values a scene can compare.
    func valuesEqual(_ lhs: Value, _ rhs: Value, at span: SourceSpan) throws(RuntimeError) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a == b
        case (.int, .double), (.double, .int), (.double, .double):
            return lhs.asDouble == rhs.asDouble
        case (.nilValue, .nilValue): return true
        case (.nilValue, _), (_, .nilValue): return false
        default:
            return try identityKey(lhs, at: span) == identityKey(rhs, at: span)
        }
    }

    /// A canonical, typed text for a hashable value: used for `.id(_:)`, `ForEach` ids,
    /// `animation(_:value:)` and equality of compound values.
    func identityKey(_ value: Value, at span: SourceSpan) throws(RuntimeError) -> IdentityKey {
        IdentityKey(try keyText(value, at: span))
    }

    private func keyText(_ value: Value, at span: SourceSpan) throws(RuntimeError) -> String {
        switch value {
        case .int(let i): return "\(i)"
        case .double(let d): return "\(d)"
        case .bool(let b): return "\(b)"
        case .string(let s): return "\"\(s)\""
        case .uuid(let n): return "UUID(\(n))"
        case .nilValue: return "nil"
        case .enumCase(let e): return "\(e.typeName).\(e.caseName)"
        case .color(let c): return "Color(\(c))"
        case .style(let s): return "Style(\(s))"
        case .builtinCase(let type, let name): return "\(type).\(name)"
        case .array(let items):
            var parts: [String] = []
            for item in items { parts.append(try keyText(item, at: span)) }
            return "[" + parts.joined(separator: ",") + "]"
        case .tuple(let items, _):
            var parts: [String] = []
            for item in items { parts.append(try keyText(item, at: span)) }
            return "(" + parts.joined(separator: ",") + ")"
        case .range(let lower, let upper): return "\(lower)..<\(upper)"
        case .instance(let instance):
            var parts: [String] = []
            for name in instance.order {
                if let field = instance.fields[name] { parts.append("\(name):" + (try keyText(field, at: span))) }
            }
            return instance.typeName + "(" + parts.joined(separator: ",") + ")"
        case .edge(let e): return "Edge.\(e.rawValue)"
        case .alignment(let a): return "Alignment(\(a.horizontal),\(a.vertical))"
        case .horizontalAlignment(let a): return "HorizontalAlignment.\(a)"
        case .verticalAlignment(let a): return "VerticalAlignment.\(a)"
        case .unitPoint(let p): return "UnitPoint(\(p.x),\(p.y))"
        case .angle(let a): return "Angle(\(a.radians))"
        case .fontWeight(let w): return "Font.Weight.\(w.name)"
        case .animation(let a): return "Animation(\(a))"
        case .transition(let t): return "Transition(\(t))"
        case .size(let s): return "CGSize(\(s.width),\(s.height))"
        case .point(let p): return "CGPoint(\(p.x),\(p.y))"
        case .duration(let d): return "Duration(\(d))"
        default:
            throw RuntimeError("a value of type \(value.typeName) is not Hashable here", at: span)
        }
    }
}
