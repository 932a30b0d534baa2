import FlipbookModel

/// The choices of a `Picker`'s content: each view it builds (through blocks, groups, branches
/// and `ForEach`), with its tag: the innermost `.tag(_:)` on it, or its `ForEach` id.
extension NativeGlobals {
    static let pickerCalls: [String: NativeType.Call] = [
        "_pickerItems": { i, a throws(Interrupt) in
            let content = try i.asView(try a.required(nil), at: a.span)
            try a.finish()
            var items: [Value] = []
            Interpreter.collectChoices(content, into: &items)
            return .array(items)
        }
    ]
}

extension Interpreter {
    fileprivate static func collectChoices(_ view: ViewValue, into items: inout [Value]) {
        switch view {
        case .block(let children):
            for child in children { collectChoices(child, into: &items) }
        case .forEach(let elements, _):
            for element in elements { collectChoices(element.view, into: &items) }
        case .group(let inner), .conditional(_, let inner):
            collectChoices(inner, into: &items)
        case .empty:
            break
        default:
            items.append(
                .tuple(
                    [.view(view), tag(of: view) ?? .none, tabItem(of: view).map(Value.view) ?? .none],
                    labels: ["label", "tag", "tabItem"]))
        }
    }

    /// The innermost `.tabItem` in a view's modifier chain.
    private static func tabItem(of view: ViewValue) -> ViewValue? {
        guard case .modified(let base, let modifier, _) = view else { return nil }
        if let inner = tabItem(of: base) { return inner }
        if case .tabItem(let label) = modifier { return label }
        return nil
    }

    /// The innermost `.tag` in a view's modifier chain.
    private static func tag(of view: ViewValue) -> Value? {
        guard case .modified(let base, let modifier, _) = view else { return nil }
        if let inner = tag(of: base) { return inner }
        if case .tag(let value) = modifier { return value }
        return nil
    }
}
