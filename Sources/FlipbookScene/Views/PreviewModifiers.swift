import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// The preview's root through each `.modifier(_:)` trait's `PreviewModifier`, the first
    /// innermost, with the context its type's `makeSharedContext()` made (once per run).
    func previewModified(_ root: ViewValue, _ preview: PreviewDecl) throws(Interrupt) -> ViewValue {
        var view = root
        // Only `.modifier(…)` traits (or a name that may stand for one) are evaluated here.
        for trait in preview.traits where Self.mayBePreviewModifier(trait) {
            let value = try eval(trait, .native("PreviewTrait"), Env(scope: globalScope))
            guard case .instance(let modifier) = value, modifier.type.conforms(to: "PreviewModifier") else { continue }
            let context = try previewContext(of: modifier.type, at: trait.span)
            let wrapper = prelude("_PreviewModifierRoot", ["modifier": value, "context": context])
            let scope = globalScope.child()
            scope.declare("\u{0}previewModifier", wrapper, isLet: true)
            let argument = Argument(
                label: nil, value: Expr(.identifier("\u{0}previewModifier"), span: trait.span), span: trait.span)
            let modified = try callMethod(
                on: .view(view), "modifier", [argument], nil, at: trait.span, nameSpan: trait.span, Env(scope: scope))
            view = try asView(modified, at: trait.span)
        }
        return view
    }

    /// Whether a trait is not one of SwiftUI's own layout and orientation traits
    /// (`.fixedLayout(…)`, `.sizeThatFitsLayout`, `.landscapeLeft`…, the native `PreviewTrait`'s
    /// members other than `modifier`), which do not modify.
    private static func mayBePreviewModifier(_ trait: Expr) -> Bool {
        let callee: Expr
        if case .call(let inner, _) = trait.kind { callee = inner } else { callee = trait }
        guard case .member(nil, let name, _, _) = callee.kind else { return true }
        let type = NativeTypes.previewTrait
        return name == "modifier" || (type.staticProperties[name] == nil && type.staticFunctions[name] == nil)
    }

    /// `makeSharedContext()` of a preview modifier's type, made the first time it is asked for.
    private func previewContext(of type: TypeInfo, at span: SourceSpan) throws(Interrupt) -> Value {
        if let made = previewContexts[type.name] { return made }
        let made = try callStatic(
            .declared(type), "makeSharedContext", [], nil, at: span, nameSpan: span,
            Env(scope: globalScope.child(), typeContext: type, isAsync: true))
        previewContexts[type.name] = made
        return made
    }
}
