import FlipbookModel

/// `@Previewable` in a `#Preview` body, as the macro expands it: the marked variables become
/// the stored properties of a view of its own, and the rest of the body its `body`. So
/// `@Previewable @State var on = false` is a view's state, `$on` is its binding, and the body
/// runs again when the state changes (a plain preview's body runs once).
extension SyntaxLowerer {
    func previewableView(of preview: PreviewDecl) -> (view: TypeDecl, preview: PreviewDecl)? {
        var properties: [Decl] = []
        var rest: [Stmt] = []
        for statement in preview.body {
            if case .declaration(var decl) = statement.kind, decl.attribute("Previewable") != nil {
                decl.attributes.removeAll { $0.name == "Previewable" }
                properties.append(decl)
            } else {
                rest.append(statement)
            }
        }
        guard !properties.isEmpty else { return nil }
        let span = preview.span
        let name = Self.previewableViewName(span)
        let viewType = TypeRef(.named([TypeComponent(name: "View")]), span: span)
        let body = PatternBinding(
            pattern: Pattern(.identifier("body"), span: span), type: TypeRef(.some(viewType.kind), span: span),
            initializer: nil, accessors: Accessors(get: rest), span: span)
        let bodyDecl = Decl(.variable(VariableDecl(isLet: false, bindings: [body])), span: span)
        let view = TypeDecl(
            kind: .struct, name: name, nameSpan: span, inheritance: [viewType], members: properties + [bodyDecl])
        var wrapped = preview
        let call = Expr(.call(callee: Expr(.identifier(name), span: span), arguments: []), span: span)
        wrapped.body = [Stmt(.expression(call), span: span)]
        return (view, wrapped)
    }

    /// A name no scene writes, unique to the preview's place in its file (a project's files
    /// share one namespace).
    static func previewableViewName(_ span: SourceSpan) -> String {
        let file = span.file.split(separator: "/").last.map(String.init) ?? ""
        let stem = String(
            file.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
        return "\(PreviewDecl.previewableViewPrefix)\(stem)_\(span.start.line)_\(span.start.column)"
    }
}

extension PreviewDecl {
    static let previewableViewPrefix = "__Previewable_"

    /// Whether a view is the one a `#Preview` body with `@Previewable` variables became.
    public static func isPreviewableView(named name: String) -> Bool { name.hasPrefix(previewableViewPrefix) }
}
