import FlipbookModel
import FlipbookVocabulary

/// Sheets, alerts, dialogs and popovers: while one is not presented (its `isPresented:`
/// binding false, its `item:` nil) the modifier changes nothing and its content is not
/// evaluated. A presented `.sheet` or `.fullScreenCover` is drawn over the screen by the
/// presentation host (`Prelude+Presentations`); presenting the others is not supported yet:
/// the render stops with that said, at the modifier, when the binding turns true.
extension SceneModifiers {
    static let presentations: [String: Make] = Dictionary(
        uniqueKeysWithValues: [
            ("actionSheet", "an action sheet"), ("fileImporter", "a file importer"),
            ("fileExporter", "a file exporter"), ("fileMover", "a file mover"), ("photosPicker", "a photo picker"),
            // StoreKit's sheets, which the App Store draws.
            ("manageSubscriptionsSheet", "the App Store's subscriptions sheet"),
            ("offerCodeRedemption", "the App Store's offer code sheet"),
            ("refundRequestSheet", "the App Store's refund sheet"),
        ].map { name, what in (name, presentation(name, what)) }
    ).merging([
        "sheet": presentedScreen("sheet", "a sheet"),
        "fullScreenCover": presentedScreen("fullScreenCover", "a full-screen cover"),
        "alert": alert,
        "confirmationDialog": confirmationDialog,
        // On an iPhone a popover and an inspector are presented as sheets.
        "popover": presentedScreen("sheet", "a popover"),
        "inspector": presentedScreen("sheet", "an inspector"),
    ]) { first, _ in first }

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
            guard let (binding, item) = try i.presentedState(a, style) else {
                a.ignoreRemaining()
                return nil
            }
            // `.sheet(isPresented: $on) { dismissed() } content: { … }`: with `content:` written,
            // the unlabelled trailing closure is `onDismiss`, the parameter before it (Swift
            // matches trailing closures forward).
            let contentIsLabelled = a.remainingLabels.contains("content")
            let content = try a.requiredFunction("content", buildsViews: true)
            // A popover's anchor and arrow: on an iPhone it is presented as a sheet, without them.
            _ = try a.value("attachmentAnchor")
            _ = try a.value("arrowEdge")
            // `onDismiss` runs when the presented view goes: when it disappears.
            let onDismiss = contentIsLabelled ? try a.function("onDismiss").map(Value.function) : try a.value("onDismiss")
            try a.finish()
            guard i.index.types["_PresentationHost"] != nil else {
                throw .error("presenting \(what) is not supported by Flipbook yet", at: a.span)
            }
            var view = try i.asView(
                i.callFunction(content, item.map { [$0] } ?? [], at: a.span), at: a.span)
            if case .function(let action)? = onDismiss {
                view = .modified(view, .effect(EffectSpec(kind: .onDisappear, action: action, span: a.span)), span: a.span)
            }
            return .presentation(
                PresentationRequest(
                    style: style, content: view, key: try i.presentationKey(style, item, at: a.span), binding: binding,
                    clears: item != nil, span: a.span))
        }
    }

    /// `.alert(_:isPresented:actions:message:)`, with `presenting:` data handed to both
    /// closures, and the deprecated `.alert(isPresented:content:)` and `.alert(item:content:)`
    /// whose content makes an `Alert`: drawn by the prelude's `_AlertView` over the screen.
    private static let alert: Make = { i, a, _ throws(Interrupt) in
        guard let (binding, item) = try i.presentedState(a, "alert") else {
            a.ignoreRemaining()
            return nil
        }
        guard i.index.types["_AlertView"] != nil else {
            throw .error("presenting an alert is not supported by Flipbook yet", at: a.span)
        }
        let view: Value
        let first = try a.value(nil)
        if case .function(let content)? = first {
            // The deprecated form: the closure makes an `Alert`, which says what to draw.
            let made = try i.callFunction(content, item.map { [$0] } ?? [], at: a.span)
            guard case .instance(let alert) = made, alert.type.name == "Alert" else {
                throw .error("alert(…)'s content must make an Alert, not \(i.typeName(of: made))", at: a.span)
            }
            view = try i.callMethod(on: made, "_view", positional: [], labels: [], at: a.span, Env(scope: i.globalScope))
        } else {
            guard let first else { throw .error("alert(…) needs a title", at: a.span) }
            guard let made = try buttonsView("_AlertView", title: first, i, a, [:]) else { return nil }
            view = made
        }
        return .presentation(
            PresentationRequest(
                style: "alert", content: try i.asView(view, at: a.span), key: try i.presentationKey("alert", item, at: a.span),
                binding: binding, clears: item != nil, span: a.span))
    }
}

extension SceneModifiers {
    /// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`, with `presenting:`:
    /// drawn by the prelude's `_DialogView` as UIKit's action sheet at the bottom of the screen.
    static let confirmationDialog: Make = { i, a, _ throws(Interrupt) in
        guard let (binding, item) = try i.presentedState(a, "confirmationDialog") else {
            a.ignoreRemaining()
            return nil
        }
        guard let title = try a.value(nil) else { throw .error("confirmationDialog(…) needs a title", at: a.span) }
        let visibility = try a.value("titleVisibility", .native("Visibility")) ?? .none
        guard let view = try buttonsView("_DialogView", title: title, i, a, ["titleVisibility": visibility]) else {
            return nil
        }
        return .presentation(
            PresentationRequest(
                style: "dialog", content: try i.asView(view, at: a.span),
                key: try i.presentationKey("dialog", item, at: a.span), binding: binding, clears: item != nil, span: a.span))
    }

    /// The prelude's view of an alert or dialog: its title, message and buttons, the closures
    /// given the `presenting:` data; nil while that data is nil (nothing is presented).
    fileprivate static func buttonsView(
        _ type: String, title first: Value, _ i: Interpreter, _ a: Arguments, _ fields: [String: Value]
    ) throws(Interrupt) -> Value? {
        let title: ViewValue
        if case .string(let string) = first {
            title = .text([TextLeaf.RunSpec(i.localizedTitle(string))], span: a.span)
        } else {
            title = try i.asView(first, at: a.span)
        }
        let presenting = try a.value("presenting")
        if let presenting, presenting.isNone {
            a.ignoreRemaining()
            return nil
        }
        let data = presenting.map { [$0] } ?? []
        let actions = try a.function("actions", buildsViews: true)
        let message = try a.function("message", buildsViews: true)
        try a.finish()
        let actionsView = try actions.map { f throws(Interrupt) in try i.asView(i.callFunction(f, data, at: a.span), at: a.span) }
        let messageView = try message.map { f throws(Interrupt) in try i.asView(i.callFunction(f, data, at: a.span), at: a.span) }
        let isAlert = type == "_AlertView"
        let (buttons, textFields) = try i.alertActions(actionsView ?? .empty, isAlert: isAlert, at: a.span)
        var made: [String: Value] = [
            "title": .view(.erased(typeName: "AnyView", title)),
            "message": messageView.map { .view(.erased(typeName: "AnyView", $0)) } ?? .none,
            "actions": .array(buttons),
        ]
        if isAlert { made["fields"] = .array(textFields) }
        return i.prelude(type, made.merging(fields) { first, _ in first })
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
    /// The binding of a presentation's `isPresented:` or `item:` argument and the item, when
    /// the binding is true or the item set; nil when nothing is presented.
    fileprivate func presentedState(_ a: Arguments, _ name: String) throws(Interrupt) -> (Binding, Value?)? {
        guard let state = try presentationState(a) else {
            throw .error("\(name)(…) needs an 'isPresented:' or 'item:' binding", at: a.span)
        }
        return state.isPresented ? (state.binding, state.item) : nil
    }

    /// Whether an `isPresented:` binding is true or an `item:` binding set; nil without either.
    fileprivate func isPresenting(_ a: Arguments) throws(Interrupt) -> Bool? {
        try presentationState(a)?.isPresented
    }

    /// The `isPresented:` or `item:` binding, the item it holds, and whether it presents; nil
    /// without either argument.
    private func presentationState(
        _ a: Arguments
    ) throws(Interrupt) -> (binding: Binding, item: Value?, isPresented: Bool)? {
        if let value = try a.value("isPresented", .native("Binding")) {
            let binding = try presentationBinding(value, at: a.span(of: "isPresented"))
            return (binding, nil, try read(binding, at: a.span).asBool == true)
        }
        if let value = try a.value("item", .native("Binding")) {
            let binding = try presentationBinding(value, at: a.span(of: "item"))
            let current = try read(binding, at: a.span)
            return (binding, current, !current.isNone)
        }
        return nil
    }

    /// Which modifier presents, and for which item (by its `id`): another key is another
    /// presentation, which goes and comes again.
    fileprivate func presentationKey(_ style: String, _ item: Value?, at span: SourceSpan) throws(Interrupt) -> String {
        var key = "\(style)@\(span.start.offset)"
        if let item, let id = try? member(of: item, "id", at: span, Env(scope: globalScope)) {
            key += "#" + (try hashKey(id, at: span).description)
        }
        return key
    }

    /// An alert's or a dialog's buttons, as the prelude's `_AlertAction`s: each `Button` of the
    /// actions with its label, role and action (an alert without buttons has an "OK" one, as
    /// SwiftUI's); and an alert's other views, its text fields.
    fileprivate func alertActions(
        _ actions: ViewValue, isAlert: Bool, at span: SourceSpan
    ) throws(Interrupt) -> (buttons: [Value], fields: [Value]) {
        var result: [Value] = []
        var fields: [Value] = []
        for subview in subviews(of: actions) {
            guard case .instance(let instance) = subview, case .view(let view)? = instance.fields["_content"] else { continue }
            guard case .button(let button) = Self.unmodified(view) else {
                guard isAlert else { throw .error("a confirmation dialog's actions are buttons", at: span) }
                fields.append(.view(.erased(typeName: "AnyView", view)))
                continue
            }
            let role: String =
                if button.isDestructive { "destructive" } else if case .native(.enumCase(_, "cancel")) = button.role {
                    "cancel"
                } else if case .implicitMember(let member) = button.role, member.name == "cancel" { "cancel" } else { "" }
            result.append(
                prelude(
                    "_AlertAction",
                    [
                        "label": .view(.erased(typeName: "AnyView", button.label)), "role": .string(role),
                        "action": .function(button.action),
                    ]))
        }
        if result.isEmpty, isAlert {
            let nothing = Function(.native(NativeFunction { _, _, _ in .void }), name: "OK", span: span)
            result.append(
                prelude(
                    "_AlertAction",
                    [
                        "label": .view(.text([TextLeaf.RunSpec("OK")], span: span)), "role": .string(""),
                        "action": .function(nothing),
                    ]))
        }
        return (result, fields)
    }

    /// A view under its modifiers (a button with `.keyboardShortcut`).
    private static func unmodified(_ view: ViewValue) -> ViewValue {
        if case .modified(let base, _, _) = view { return unmodified(base) }
        return view
    }

    /// The binding behind a presentation's `isPresented:` or `item:` argument.
    fileprivate func presentationBinding(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Binding {
        guard case .binding(let binding) = value else {
            throw .error("expected a Binding (such as $isShowing), found \(typeName(of: value))", at: span)
        }
        return binding
    }
}
