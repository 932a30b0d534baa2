import FlipbookModel
import FlipbookVocabulary

/// The choices of a `Picker`'s content: each view it builds (through blocks, groups, branches
/// and `ForEach`), with its tag: the innermost `.tag(_:)` on it, or its `ForEach` id.
extension NativeGlobals {
    static let pickerCalls: [String: NativeType.Call] = [
        "_pickerItems": { i, a throws(Interrupt) in
            let content = try i.asView(try a.required(nil), at: a.span)
            try a.finish()
            var items: [Value] = []
            try i.collectChoices(content, into: &items, at: a.span)
            return .array(items)
        }
    ]
}

extension Interpreter {
    fileprivate func collectChoices(_ view: ViewValue, into items: inout [Value], at span: SourceSpan) throws(Interrupt) {
        switch view {
        case .block(let children):
            for child in children { try collectChoices(child, into: &items, at: span) }
        case .forEach(let elements, _):
            for element in elements { try collectChoices(element.view, into: &items, at: span) }
        case .group(let inner), .conditional(_, let inner):
            try collectChoices(inner, into: &items, at: span)
        case .empty:
            break
        case .user(let instance, _) where instance.type.name == "Tab" || instance.type.name == "TabSection":
            // iOS 18's `Tab`: its body is its content with its label and value as tab item and tag.
            // A `TabSection`'s body is its tabs, which an iPhone's tab bar shows one by one.
            guard let body = instance.type.computedProperty(named: "body") else { return }
            try collectChoices(asView(runGetter(body, receiver: .instance(instance), at: span), at: span), into: &items, at: span)
        case .modified(let base, let modifier, let modifierSpan) where Self.isTab(base):
            // `Tab("Inbox", …) { … }.badge(3)`: the tab's body under the modifiers written on it.
            var inner: [Value] = []
            try collectChoices(base, into: &inner, at: span)
            for case .tuple(var parts, let labels) in inner {
                guard case .view(let tabView) = parts[0] else { continue }
                let modified = ViewValue.modified(tabView, modifier, span: modifierSpan)
                parts[0] = .view(modified)
                if case .none = parts[3], let badge = Self.badge(of: modified) { parts[3] = badge }
                items.append(.tuple(parts, labels: labels))
            }
        default:
            items.append(
                .tuple(
                    [
                        .view(view), Self.tag(of: view) ?? .none,
                        Self.tabItem(of: view).map { Value.view(Self.tabBarItem($0, at: span)) } ?? .none,
                        Self.badge(of: view) ?? .none,
                    ],
                    labels: ["label", "tag", "tabItem", "badge"]))
        }
    }

    /// The views a builder makes (through blocks, groups, branches and `ForEach`), each with
    /// its innermost `.tag(_:)` (a `Canvas`'s symbols).
    func taggedViews(_ view: ViewValue, at span: SourceSpan) throws(Interrupt) -> [(view: ViewValue, tag: Value?)] {
        var items: [Value] = []
        try collectChoices(view, into: &items, at: span)
        return items.compactMap { item in
            guard case .tuple(let parts, _) = item, case .view(let view) = parts[0] else { return nil }
            if case .none = parts[1] { return (view, nil) }
            return (view, parts[1])
        }
    }

    /// The innermost `.tabItem` in a view's modifier chain.
    private static func tabItem(of view: ViewValue) -> ViewValue? {
        guard case .modified(let base, let modifier, _) = view else { return nil }
        if let inner = tabItem(of: base) { return inner }
        if case .tabItem(let label) = modifier { return label }
        return nil
    }

    /// What a tab bar shows of a `.tabItem { … }`: its first image and its first text (a
    /// `Label`'s icon and title), with the modifiers written on them, as a `Label` the bar draws
    /// icon over title. `Text("Home")` alone is a title with no icon, as UITabBarItem draws it.
    private static func tabBarItem(_ item: ViewValue, at span: SourceSpan) -> ViewValue {
        var icon: ViewValue?
        var title: ViewValue?
        func visit(_ view: ViewValue, _ wrap: (ViewValue) -> ViewValue) {
            switch view {
            case .label(let labelTitle, let labelIcon, _):
                if title == nil { title = wrap(labelTitle) }
                if icon == nil { icon = wrap(labelIcon) }
            case .text:
                if title == nil { title = wrap(view) }
            case .leaf(let leaf, _) where leaf.base is any ImageLeafView:
                if icon == nil { icon = wrap(view) }
            case .block(let children):
                for child in children { visit(child, wrap) }
            case .group(let inner), .conditional(_, let inner), .erased(_, let inner), .container(_, let inner, _):
                visit(inner, wrap)
            case .modified(let base, let modifier, let modifierSpan):
                visit(base) { wrap(.modified($0, modifier, span: modifierSpan)) }
            default:
                break
            }
        }
        visit(item) { $0 }
        guard icon != nil || title != nil else { return item }
        return .label(title: title ?? .empty, icon: icon ?? .empty, span: span)
    }

    /// Whether the view is an iOS 18 `Tab`, under any modifiers.
    private static func isTab(_ view: ViewValue) -> Bool {
        switch view {
        case .user(let instance, _): instance.type.name == "Tab" || instance.type.name == "TabSection"
        case .modified(let base, _, _): isTab(base)
        default: false
        }
    }

    /// The outermost `.badge` in a view's modifier chain (the prelude's `_Badge` modifier): its
    /// label, which a tab bar draws on the tab's icon.
    private static func badge(of view: ViewValue) -> Value? {
        guard case .modified(let base, let modifier, _) = view else { return nil }
        if case .user(let instance) = modifier, instance.type.name == "_Badge" {
            return instance.fields["label"]
        }
        return badge(of: base)
    }

    /// The innermost `.tag` in a view's modifier chain.
    private static func tag(of view: ViewValue) -> Value? {
        guard case .modified(let base, let modifier, _) = view else { return nil }
        if let inner = tag(of: base) { return inner }
        if case .tag(let value) = modifier { return value }
        return nil
    }
}
