import FlipbookModel

/// A file without previews (a view file of an app, which Xcode shows only through the app) is
/// rendered through its root view: the one `View` struct that can be made with no arguments and
/// that no other code of the file names. The run warns that it chose it.
extension SceneProgram {
    /// The views of the file that `Name()` makes: non-generic structs conforming to `View`
    /// whose stored properties all have initial values, with no initializer that needs
    /// arguments (or one that needs none).
    public var viewsWithoutArguments: [TypeDecl] {
        declarations.compactMap { declaration in
            // The scene's own views, not those of the files it includes.
            guard declaration.span.file == fileName, case .type(let type) = declaration.kind, type.kind == .struct,
                type.genericParameters.isEmpty,
                type.inheritance.contains(where: { $0.description == "View" }),
                Self.isConstructibleWithoutArguments(type)
            else { return nil }
            return type
        }
    }

    /// The root view of a file without previews, when there is exactly one.
    var implicitPreview: PreviewDecl? {
        let candidates = viewsWithoutArguments
        let words = Self.wordCounts(source)
        // A root view is named only by its declaration (and its extensions).
        let roots = candidates.filter { type in
            let extensions = declarations.filter { declaration in
                if case .extension(let ext) = declaration.kind { return ext.extendedType.description == type.name }
                return false
            }.count
            return words[Substring(type.name), default: 0] <= 1 + extensions
        }
        let chosen = roots.count == 1 ? roots[0] : candidates.count == 1 ? candidates[0] : nil
        guard let chosen else { return nil }
        let call = Expr(
            .call(callee: Expr(.identifier(chosen.name), span: chosen.nameSpan), arguments: []), span: chosen.nameSpan)
        var preview = PreviewDecl(
            name: nil, traits: [], body: [Stmt(.expression(call), span: chosen.nameSpan)], span: chosen.nameSpan)
        preview.implicitView = chosen.name
        return preview
    }

    private static func isConstructibleWithoutArguments(_ type: TypeDecl) -> Bool {
        var initializers: [InitializerDecl] = []
        for member in type.members {
            switch member.kind {
            case .initializer(let initializer):
                initializers.append(initializer)
            case .variable(let variable) where !member.modifiers.contains("static"):
                for binding in variable.bindings where binding.initializer == nil {
                    if let accessors = binding.accessors, accessors.get != nil || accessors.isRequirement { continue }
                    if binding.type.map({ $0.description.hasSuffix("?") }) == true, !variable.isLet { continue }
                    // `@Environment(\.x)`, `@Namespace`, `@FocusState`… have their own values.
                    let ownValue = member.attributes.contains { ["Environment", "Namespace", "FocusState"].contains($0.name) }
                    if !ownValue { return false }
                }
            default:
                continue
            }
        }
        if initializers.isEmpty { return true }
        return initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } }
    }

    /// How often each identifier occurs in a text.
    private static func wordCounts(_ text: String) -> [Substring: Int] {
        var counts: [Substring: Int] = [:]
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
            counts[word, default: 0] += 1
        }
        return counts
    }
}
