import FlipbookModel

/// Sheets, alerts, dialogs and popovers: a preview shows the view that would present them, so
/// while one is not presented (its `isPresented:` binding false, its `item:` nil) the modifier
/// changes nothing and its content is not evaluated. Presenting one is not supported yet: the
/// render stops with that said, at the modifier, when the binding turns true.
extension SceneModifiers {
    static let presentations: [String: Make] = Dictionary(
        uniqueKeysWithValues: [
            ("sheet", "a sheet"), ("fullScreenCover", "a full-screen cover"), ("popover", "a popover"),
            ("alert", "an alert"), ("confirmationDialog", "a confirmation dialog"), ("inspector", "an inspector"),
            ("actionSheet", "an action sheet"), ("fileImporter", "a file importer"), ("fileExporter", "a file exporter"),
            ("fileMover", "a file mover"), ("photosPicker", "a photo picker"),
        ].map { name, what in (name, presentation(name, what)) }
    ).merging(["navigationDestination": navigationDestination]) { first, _ in first }

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

    /// The current value behind a `Binding` argument (`$showSheet`).
    fileprivate func bindingValue(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Value {
        guard case .binding(let binding) = value else {
            throw .error("expected a Binding (such as $isShowing), found \(typeName(of: value))", at: span)
        }
        return try read(binding, at: span)
    }
}
