import FlipbookModel
import FlipbookSyntax

/// `ForEach` in a body built by a result builder whose components are not views (Charts'
/// `ChartContentBuilder`: `Chart { ForEach(data) { BarMark(…) } }`).
///
/// In Swift, `ForEach` conforms to such a builder's content protocol when its elements do, so
/// its content closure is built by the same builder. The interpreter's `ForEach` builds views,
/// so a builder that can take one says so by declaring `static func _buildForEach(_:)`, which
/// gets the blocks the content closure built for each element, in order (as `buildArray` gets a
/// `for … in` loop's). Builders without it see `ForEach` as a view, as before.
extension Interpreter {
    /// The component a `ForEach(…) { … }` statement adds to a body built by `builder`, or nil
    /// when the statement is not one or the builder does not take one.
    func builderForEach(_ expr: Expr, with builder: TypeInfo, _ env: Env) throws(Interrupt) -> Value? {
        guard builder.staticMethods["_buildForEach"] != nil else { return nil }
        // `ForEach(data) { LineMark(…) }.foregroundStyle(.yellow)`: a modifier of the ForEach's
        // content applies to each element's (Charts' `ChartContent` modifiers).
        var modifiers: [(name: String, nameSpan: SourceSpan, arguments: [Argument], span: SourceSpan)] = []
        var root = expr
        while case .call(let callee, let arguments) = root.kind, case .member(let base?, let name, let nameSpan, _) = callee.kind {
            modifiers.insert((name, nameSpan, arguments, root.span), at: 0)
            root = base
        }
        guard let built = try builderForEachCall(root, with: builder, env) else { return nil }
        guard !modifiers.isEmpty else { return built }
        func modified(_ value: Value) throws(Interrupt) -> Value {
            if case .array(let items) = value {
                var out: [Value] = []
                for item in items { out.append(try modified(item)) }
                return .array(out)
            }
            var result = value
            for modifier in modifiers {
                result = try callMethod(
                    on: result, modifier.name, modifier.arguments, nil, at: modifier.span, nameSpan: modifier.nameSpan, env)
            }
            return result
        }
        return try modified(built)
    }

    private func builderForEachCall(_ expr: Expr, with builder: TypeInfo, _ env: Env) throws(Interrupt) -> Value? {
        guard case .call(let callee, let arguments) = expr.kind,
            case .identifier("ForEach") = callee.kind,
            index.resolveType("ForEach", from: nil) == nil
        else { return nil }
        guard let dataArgument = arguments.first(where: { $0.label == nil && !$0.isTrailingClosure }) else {
            throw .error("ForEach needs a collection", at: expr.span)
        }
        guard let contentArgument = arguments.last, contentArgument.isTrailingClosure || contentArgument.label == "content"
        else { throw .error("ForEach needs a content closure", at: expr.span) }
        if let extra = arguments.first(where: { ![nil, "id", "content"].contains($0.label) }) {
            throw .error("extra argument '\(extra.label ?? "_"):' in call to ForEach", at: extra.span)
        }
        var data = try eval(dataArgument.value, nil, env)
        if case .binding(let binding) = data { data = try read(binding, at: dataArgument.span) }
        let items = try elements(of: data, at: dataArgument.span)
        // The elements' ids give SwiftUI views their identity; a builder's content has none of
        // its own, but a wrong key path is still the scene's error.
        if let idArgument = arguments.first(where: { $0.label == "id" }) {
            guard case .keyPath(let path) = try eval(idArgument.value, nil, env) else {
                throw .error("ForEach's id: must be a key path such as \\.self or \\.id", at: idArgument.span)
            }
            for item in items { _ = try apply(path, to: item, at: idArgument.span) }
        }
        guard case .function(let content) = try eval(contentArgument.value, nil, env) else {
            throw .error("ForEach's content must be a closure", at: contentArgument.span)
        }
        content.resultBuilder = builder
        var blocks: [Value] = []
        for item in items {
            try step(dataArgument.span)
            blocks.append(try callFunction(content, [item], at: contentArgument.span))
            try checkSize(blocks.count, at: dataArgument.span)
        }
        let (values, scope) = literalArguments([.array(blocks)], env)
        return try callStatic(
            .declared(builder), "_buildForEach", values, nil, at: expr.span, nameSpan: expr.span,
            Env(scope: scope, typeContext: env.typeContext))
    }
}
