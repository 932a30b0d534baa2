import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// A widget's preview, `#Preview(as: .systemSmall) { MyWidget() } timeline: { entries }`:
    /// the prelude's `_WidgetPreview` of the widget's configuration, its family and the entries
    /// the timeline's statements make (each expression one entry, as its result builder takes it).
    func widgetPreviewRoot(_ preview: PreviewDecl, family: Expr, timeline: [Stmt], _ env: Env) throws(Interrupt) -> ViewValue {
        guard index.types["_WidgetPreview"] != nil else {
            throw .error("a widget's '#Preview' needs WidgetKit (import WidgetKit)", at: preview.span)
        }
        let widget = try runBody(preview.body, hint: nil, buildsViews: false, at: preview.span, env)
        guard case .instance(let instance) = widget, instance.type.conforms(to: "Widget") else {
            throw .error("a widget's '#Preview' shows a Widget, not \(typeName(of: widget))", at: preview.span)
        }
        let configuration = try member(of: widget, "body", at: preview.span, env)
        let familyValue = try eval(family, .declared(try requirePreludeType("WidgetFamily", at: family.span)), env)
        var entries: [Value] = []
        let scope = Env(scope: env.scope.child(), typeContext: env.typeContext)
        for statement in timeline {
            if case .expression(let expr) = statement.kind {
                entries.append(try eval(expr, nil, scope))
            } else {
                try execute(statement, scope)
            }
        }
        guard !entries.isEmpty else { throw .error("a widget's timeline needs at least one entry", at: preview.span) }
        let root = prelude(
            "_WidgetPreview", ["configuration": configuration, "family": familyValue, "entries": .array(entries)])
        return try asView(root, at: preview.span)
    }

    private func requirePreludeType(_ name: String, at span: SourceSpan) throws(Interrupt) -> TypeInfo {
        guard let info = index.types[name] else { throw .error("'\(name)' is not available", at: span) }
        return info
    }
}
