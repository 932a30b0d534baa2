import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Methods of built-in values: animation and transition modifiers, font styling, the
    /// collection methods scenes use (`map`, `filter`, `enumerated`…), number rounding.
    func builtinMethod(on value: Value, _ name: String, _ arguments: [Argument], _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value? {
        var args = CallArguments(arguments, callee: "\(name)(…)", span: span)
        let result: Value?
        switch value {
        case .animation(let animation):
            result = try animationMethod(animation, name, &args, &env).map { .animation($0) }
        case .transition(let transition):
            result = try transitionMethod(transition, name, &args, &env).map { .transition($0) }
        case .font(var font):
            switch name {
            case "bold": font.weight = .bold
            case "weight":
                guard case .fontWeight(let w) = try requiredArgument(&args, nil, .fontWeight, &env) else {
                    throw RuntimeError("weight(_:) needs a Font.Weight", at: span)
                }
                font.weight = w
            case "monospaced": font.design = .monospaced
            default: return nil
            }
            result = .font(font)
        case .array, .range:
            result = try collectionMethod(value, name, &args, at: span, &env)
        case .double(let d) where name == "rounded":
            result = .double(d.rounded())
        case .string(let text):
            switch name {
            case "uppercased": result = .string(text.uppercased())
            case "lowercased": result = .string(text.lowercased())
            default: result = nil
            }
        default:
            result = nil
        }
        guard let result else { return nil }
        try args.finish()
        return result
    }

    private func collectionMethod(_ value: Value, _ name: String, _ args: inout CallArguments, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value? {
        let items = try elements(of: value, at: span)
        switch name {
        case "map":
            let transform = try requiredClosure(&args, "transform", &env)
            var out: [Value] = []
            for item in items { out.append(try callClosure(transform, [item], hint: .any, at: span)) }
            return .array(out)
        case "filter":
            let predicate = try requiredClosure(&args, "isIncluded", &env)
            var out: [Value] = []
            for item in items {
                guard case .bool(let keep) = try callClosure(predicate, [item], hint: .bool, at: span) else {
                    throw RuntimeError("filter's closure must return a Bool", at: predicate.span)
                }
                if keep { out.append(item) }
            }
            return .array(out)
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case "reversed":
            return .array(items.reversed())
        case "contains":
            let needle = try requiredArgument(&args, nil, items.first?.hintForComparison ?? .any, &env)
            for item in items where try valuesEqual(item, needle, at: span) { return .bool(true) }
            return .bool(false)
        case "firstIndex":
            let needle = try requiredArgument(&args, "of", items.first?.hintForComparison ?? .any, &env)
            for (position, item) in items.enumerated() where try valuesEqual(item, needle, at: span) {
                return .int(position)
            }
            return .nilValue
        case "prefix", "suffix", "dropFirst", "dropLast":
            let count = try optionalArgument(&args, nil, .int, &env) ?? .int(1)
            guard case .int(let n) = count, n >= 0 else { throw RuntimeError("\(name) needs a count ≥ 0", at: span) }
            switch name {
            case "prefix": return .array(Array(items.prefix(n)))
            case "suffix": return .array(Array(items.suffix(n)))
            case "dropFirst": return .array(Array(items.dropFirst(n)))
            default: return .array(Array(items.dropLast(n)))
            }
        case "shuffled":
            var copy = items
            shuffle(&copy)
            return .array(copy)
        default:
            return nil
        }
    }
}
