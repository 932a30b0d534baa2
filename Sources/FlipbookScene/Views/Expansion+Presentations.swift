import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// The environment key under which a presented view finds its `dismiss` action.
    static let dismissKey = "\u{0}dismiss"

    /// Whether the preview's root goes in a presentation host: when the scene can present a
    /// sheet (the prelude's part for them is in), always, so that the views keep their
    /// identities whether a sheet is up or not.
    var hostsPresentations: Bool { index.types["_PresentationHost"] != nil }

    /// The preview's root (`presenting`), expanded first to find the sheet it presents, then
    /// drawn by the prelude's `_PresentationHost` with that sheet over it. The presenting
    /// views keep the identities they have without the host.
    func expandPresentationHost(
        _ presenting: ViewValue, span: SourceSpan, at identity: Identity, _ context: ExpansionContext,
        _ out: ExpansionOutput
    ) throws(Interrupt) -> ([ViewNode], Preferences) {
        let start = out.presentations.count
        let (tapStart, dragStart) = (out.taps.count, out.drags.count)
        var (nodes, preferences) = try expand(presenting, at: identity, context, out)
        let requests = Array(out.presentations[start...])
        out.presentations.removeSubrange(start...)
        if !requests.isEmpty {
            // What a presented view covers takes no taps or drags: only the presented view does.
            out.taps.removeSubrange(tapStart...)
            out.drags.removeSubrange(dragStart...)
        }
        if nodes.count > 1 {
            // Several roots stay stacked as the canvas stacks them.
            nodes = [
                ViewNode(
                    identity: identity.appending(.style("_PresentationRoots")),
                    content: .container(AnyContainerLayout(StackLayout.vertical()), children: nodes), span: span)
            ]
        }
        // UIKit presents one view at a time: the first asked for, in the order of the views.
        var presented = Value.none
        if let (request, environment) = requests.first {
            var inner = environment
            inner.custom[Self.dismissKey] = dismissAction(request)
            let content = ViewValue.modified(request.content, .environmentSnapshot(inner), span: request.span)
            presented = prelude(
                "_Presented",
                [
                    "style": .string(request.style), "content": .view(.erased(typeName: "AnyView", content)),
                    "key": .string(request.key),
                ])
        }
        let host = prelude(
            "_PresentationHost",
            [
                "presenting": .view(.expanded(nodes, preferences)), "presented": presented,
                "width": .double(out.canvas.width), "height": .double(out.canvas.height),
            ])
        guard case .instance(let instance) = host else { return (nodes, preferences) }
        let (hosted, hostPreferences) = try expand(
            .user(instance, span: span), at: identity.appending(.style("_PresentationHost")), context, out)
        if !out.presentations.isEmpty {
            throw .error(
                "presenting a sheet from a presented sheet is not supported by Flipbook yet",
                at: out.presentations[0].request.span)
        }
        return (hosted, hostPreferences)
    }

    /// What `dismiss()` does in a presented view: sets the presenting binding to false (or its
    /// item to nil), which takes the sheet down.
    private func dismissAction(_ request: PresentationRequest) -> Value {
        let binding = request.binding
        let clears = request.clears
        return .function(
            Function(
                .native(
                    NativeFunction { i, _, span throws(Interrupt) in
                        try i.write(binding, clears ? .none : .false, at: span)
                        return .void
                    }), name: "dismiss", span: request.span))
    }
}
