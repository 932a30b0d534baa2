import FlipbookModel

/// Sheets, alerts, dialogs and popovers: while one is not presented (its `isPresented:`
/// binding false, its `item:` nil) the modifier changes nothing and its content is not
/// evaluated. A presented `.sheet` or `.fullScreenCover` is drawn over the screen by the
/// presentation host (`Prelude+Presentations`); presenting the others is not supported yet:
/// the render stops with that said, at the modifier, when the binding turns true.
extension SceneModifiers {
    static let presentations: [String: Make] = Dictionary(
        uniqueKeysWithValues: [
            ("popover", "a popover"), ("alert", "an alert"), ("confirmationDialog", "a confirmation dialog"),
            ("inspector", "an inspector"), ("actionSheet", "an action sheet"), ("fileImporter", "a file importer"),
            ("fileExporter", "a file exporter"), ("fileMover", "a file mover"), ("photosPicker", "a photo picker"),
        ].map { name, what in (name, presentation(name, what)) }
    ).merging([
        "navigationDestination": navigationDestination,
        "sheet": presentedScreen("sheet", "a sheet"),
        "fullScreenCover": presentedScreen("fullScreenCover", "a full-screen cover"),
    ]) { first, _ in first }

    /// `navigationDestination(for:destination:)` only says where a link's value leads: at the
    /// root of the stack (what a preview shows) it changes nothing. The `isPresented:` and
    /// `item:` forms push a screen while their binding is set, which is not supported yet.
    private static let navigationDestination: Make = { i, a, _ throws(Interrupt) in
        let pushed = try i.isPresenting(a) ?? false
        a.ignoreRemaining()
        guard !pushed else { throw .error("navigating to another screen is not supported by Flipbook yet", at: a.span) }
        return nil
    }

    private static func presentation(_ name: String, _ what: String) -> Make {
        { i, a, _ throws(Interrupt) in
            guard let presented = try i.isPresenting(a) else {
                throw .error("\(name)(…) needs an 'isPresented:' or 'item:' binding", at: a.span)
            }
            a.ignoreRemaining()
            guard !presented else {
                throw .error("presenting \(what) is not supported by Flipbook yet", at: a.span)
            }
            return nil
        }
    }

    /// `.sheet(isPresented:onDismiss:content:)`, `.sheet(item:onDismiss:content:)` and the same
    /// forms of `.fullScreenCover`: while presented, the content (given the item) is what the
    /// host draws over the screen, and its `dismiss` action sets the binding back.
    private static func presentedScreen(_ style: String, _ what: String) -> Make {
        { i, a, _ throws(Interrupt) in
            let binding: Binding
            let item: Value?
            if let value = try a.value("isPresented", .native("Binding")) {
                binding = try i.presentationBinding(value, at: a.span(of: "isPresented"))
                item = nil
                guard try i.read(binding, at: a.span).asBool == true else {
                    a.ignoreRemaining()
                    return nil
                }
            } else if let value = try a.value("item", .native("Binding")) {
                binding = try i.presentationBinding(value, at: a.span(of: "item"))
                let current = try i.read(binding, at: a.span)
                guard !current.isNone else {
                    a.ignoreRemaining()
                    return nil
                }
                item = current
            } else {
                throw .error("\(style)(…) needs an 'isPresented:' or 'item:' binding", at: a.span)
            }
            let content = try a.requiredFunction("content", buildsViews: true)
            // `onDismiss` runs when the sheet goes; Flipbook does not run it yet.
            _ = try a.value("onDismiss")
            try a.finish()
            guard i.index.types["_PresentationHost"] != nil else {
                throw .error("presenting \(what) is not supported by Flipbook yet", at: a.span)
            }
            let view = try i.asView(
                i.callFunction(content, item.map { [$0] } ?? [], at: a.span), at: a.span)
            var key = "\(style)@\(a.span.start.offset)"
            if let item, let id = try? i.member(of: item, "id", at: a.span, Env(scope: i.globalScope)) {
                key += "#" + (try i.hashKey(id, at: a.span).description)
            }
            return .presentation(
                PresentationRequest(style: style, content: view, key: key, binding: binding, clears: item != nil, span: a.span))
        }
    }
}

/// A presented sheet or cover, as its modifier asks for it.
struct PresentationRequest: @unchecked Sendable {
    /// "sheet" or "fullScreenCover".
    let style: String
    let content: ViewValue
    /// The modifier and the item presented: another key is another sheet.
    let key: String
    /// The `isPresented:` or `item:` binding that dismissing sets to false or nil.
    let binding: Binding
    let clears: Bool
    let span: SourceSpan
}

extension Interpreter {
    /// Whether an `isPresented:` binding is true or an `item:` binding set; nil without either.
    fileprivate func isPresenting(_ a: Arguments) throws(Interrupt) -> Bool? {
        if let binding = try a.value("isPresented", .native("Binding")) {
            return try bindingValue(binding, at: a.span(of: "isPresented")).asBool ?? false
        }
        if let item = try a.value("item", .native("Binding")) {
            return !(try bindingValue(item, at: a.span(of: "item"))).isNone
        }
        return nil
    }

    /// The binding behind a presentation's `isPresented:` or `item:` argument.
    fileprivate func presentationBinding(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Binding {
        guard case .binding(let binding) = value else {
            throw .error("expected a Binding (such as $isShowing), found \(typeName(of: value))", at: span)
        }
        return binding
    }

    /// The current value behind a `Binding` argument (`$showSheet`).
    fileprivate func bindingValue(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Value {
        guard case .binding(let binding) = value else {
            throw .error("expected a Binding (such as $isShowing), found \(typeName(of: value))", at: span)
        }
        return try read(binding, at: span)
    }
}
