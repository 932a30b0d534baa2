import FlipbookModel

/// A parsed scene file: its top-level declarations, every node carrying its source span.
public struct SceneProgram: Hashable, Sendable {
    public var fileName: String
    public var source: String
    public var declarations: [Decl]
    /// Warnings found while parsing: constructs Flipbook does not support yet, which are errors
    /// only if the rendered preview reaches them (`unsupported` nodes), and the like.
    public var warnings: [Diagnostic]

    public init(fileName: String, source: String, declarations: [Decl], warnings: [Diagnostic] = []) {
        self.fileName = fileName
        self.source = source
        self.declarations = declarations
        self.warnings = warnings
    }

    /// The text of the files the scene includes (`--include`), for choosing the prelude's parts.
    public var includedText = ""
    /// The names of the local types declared at the top level (`SceneParser.hoistable`).
    public var hoistedTypeNames: Set<String> = []
    /// The names of the app's own module (its target), which may qualify what the app
    /// declares (`MyApp.samples`), as Swift's do (`SwiftUI.Color`).
    public var moduleNames: Set<String> = []

    /// Adds the declarations of another file of the same project (its models, extensions and
    /// views), as Swift compiles the files of a module together; its previews are not the
    /// scene's, though its `PreviewProvider` types stay types (`Card_Previews.previews` in
    /// another file's preview).
    public mutating func include(_ other: SceneProgram) {
        // Another file's local types (a wrapper view its previews declare) are its own: one
        // whose name this program already declares is not this program's.
        let declared = Set(declarations.compactMap(\.typeName))
        declarations += other.declarations.compactMap { declaration in
            if case .preview = declaration.kind { return nil }
            if let name = declaration.typeName, other.hoistedTypeNames.contains(name), declared.contains(name) { return nil }
            return withoutRepeatedPrivateMembers(declaration, of: other)
        }
        warnings += other.warnings
        includedText += "\n" + other.source
        includedSources[other.fileName] = other.source
    }

    /// The texts of the included files, by file name.
    public var includedSources: [String: String] = [:]

    /// An extension of `other`'s without the `private` or `fileprivate` members that an extension
    /// of the same type already declares in the same words (`fileprivate extension CGSize {
    /// static let single = … }` in two files of a sample app). Swift gives each file its own;
    /// Flipbook runs the files in one namespace, where the two are one declaration. Members
    /// that differ stay, and are the redeclaration error they would be in one file.
    private func withoutRepeatedPrivateMembers(_ declaration: Decl, of other: SceneProgram) -> Decl? {
        guard case .extension(var extensionDecl) = declaration.kind else { return declaration }
        let isPrivate = { (decl: Decl) in decl.modifiers.contains("private") || decl.modifiers.contains("fileprivate") }
        let extensionIsPrivate = isPrivate(declaration)
        let existing = Set(
            declarations.flatMap { decl -> [String] in
                guard case .extension(let e) = decl.kind, e.extendedType.kind == extensionDecl.extendedType.kind else { return [] }
                return e.members.compactMap { text(of: $0.span) }
            })
        guard !existing.isEmpty else { return declaration }
        extensionDecl.members.removeAll { member in
            guard extensionIsPrivate || isPrivate(member), let words = other.text(of: member.span) else { return false }
            return existing.contains(words)
        }
        if extensionDecl.members.isEmpty { return nil }
        var kept = declaration
        kept.kind = .extension(extensionDecl)
        return kept
    }

    /// The source text a span of this program covers, in the scene or an included file.
    func text(of span: SourceSpan) -> String? {
        guard let source = span.file == fileName ? source : includedSources[span.file] else { return nil }
        let utf8 = source.utf8
        guard span.start.offset >= 0, span.start.offset <= span.end.offset, span.end.offset <= utf8.count else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: span.start.offset)
        let end = utf8.index(start, offsetBy: span.end.offset - span.start.offset)
        return String(source[start..<end])
    }

    /// The `#Preview`s and `PreviewProvider` types, in source order.
    /// Without either, the file's root view, when it has one (see `implicitPreview`).
    public var previews: [PreviewDecl] {
        let written = declarations.flatMap { declaration in
            if case .preview(let preview) = declaration.kind { return [preview] }
            return declaration.span.file == fileName ? Self.previewProviderPreviews(declaration, inside: nil) : []
        }
        if written.isEmpty, let implicit = implicitPreview { return [implicit] }
        return written
    }
}
