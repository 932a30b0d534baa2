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
        declarations += other.declarations.filter { declaration in
            if case .preview = declaration.kind { return false }
            if let name = declaration.typeName, other.hoistedTypeNames.contains(name), declared.contains(name) { return false }
            return true
        }
        warnings += other.warnings
        includedText += "\n" + other.source
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
