import SwiftSyntax

/// Swift's local types are scoped to the block that declares them: two previews may each
/// declare their own `struct PreviewWrapper`. Flipbook declares local types at the file's top
/// level (`SceneParser.hoistable`), so a local type whose name the file declares more than once
/// takes a name of its own, one no Swift code can write, in its declaration and in the plain
/// references of the block around it.
enum LocalTypeNames {
    /// The type names the file declares more than once, at any depth.
    static func repeated(in tree: SourceFileSyntax) -> Set<String> {
        let counter = TypeNameCounter(viewMode: .sourceAccurate)
        counter.walk(tree)
        return Set(counter.counts.filter { $0.value > 1 }.keys)
    }

    /// The name a repeated local type takes: its name and where it is declared.
    static func renamed(_ name: String, line: Int, column: Int) -> String { "\(name)‹\(line):\(column)›" }

    /// The name a type declaration of a block declares, if it declares one.
    static func declaredName(_ decl: DeclSyntax) -> TokenSyntax? {
        if let s = decl.as(StructDeclSyntax.self) { return s.name }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name }
        if let a = decl.as(ActorDeclSyntax.self) { return a.name }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return t.name }
        return nil
    }
}

private final class TypeNameCounter: SyntaxVisitor {
    var counts: [String: Int] = [:]

    private func count(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        counts[token.text, default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { count(node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { count(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { count(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { count(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { count(node.name) }
}
