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

    /// The app a file declares (`@main struct MyApp: App`): a file without previews shows its
    /// window's content, as the app does at launch.
    var appDeclaration: TypeDecl? {
        for declaration in declarations where declaration.span.file == fileName {
            if case .type(let type) = declaration.kind, type.kind == .struct,
                type.inheritance.contains(where: { $0.description == "App" })
            {
                return type
            }
        }
        return nil
    }

    /// The root view of a file without previews, when there is exactly one; or the app the
    /// file declares.
    var implicitPreview: PreviewDecl? {
        if let app = appDeclaration {
            let call = Expr(.call(callee: Expr(.identifier(app.name), span: app.nameSpan), arguments: []), span: app.nameSpan)
            var preview = PreviewDecl(
                name: nil, traits: [], body: [Stmt(.expression(call), span: app.nameSpan)], span: app.nameSpan)
            preview.implicitView = app.name
            return preview
        }
        let candidates = viewsWithoutArguments
        let text = Self.blankingComments(Array(source.utf8))
        // A root view is named by no code but its own declaration and extensions.
        let roots = candidates.filter { type in
            var outside = text
            for declaration in declarations where declaration.span.file == fileName {
                let isOwn: Bool
                switch declaration.kind {
                case .type(let other): isOwn = other.name == type.name
                case .extension(let ext): isOwn = ext.extendedType.description == type.name
                default: isOwn = false
                }
                guard isOwn else { continue }
                let lower = max(0, declaration.span.start.offset), upper = min(outside.count, declaration.span.end.offset)
                guard lower < upper else { continue }
                for i in lower..<upper { outside[i] = 0x20 }
            }
            return !Self.containsWord(type.name, in: outside)
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

    /// The UTF-8 text with its `//` and `/* */` comments blanked, offsets kept (a file's
    /// header names its view).
    private static func blankingComments(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0
        while i + 1 < out.count {
            if out[i] == UInt8(ascii: "/"), out[i + 1] == UInt8(ascii: "/") {
                while i < out.count, out[i] != UInt8(ascii: "\n") {
                    out[i] = 0x20
                    i += 1
                }
            } else if out[i] == UInt8(ascii: "/"), out[i + 1] == UInt8(ascii: "*") {
                while i < out.count, !(out[i] == UInt8(ascii: "*") && i + 1 < out.count && out[i + 1] == UInt8(ascii: "/")) {
                    out[i] = 0x20
                    i += 1
                }
                if i + 1 < out.count {
                    out[i] = 0x20
                    out[i + 1] = 0x20
                    i += 2
                }
            } else {
                i += 1
            }
        }
        return out
    }

    /// Whether `word` occurs in the text as a whole identifier.
    private static func containsWord(_ word: String, in bytes: [UInt8]) -> Bool {
        let target = Array(word.utf8)
        func isIdentifierByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        guard !target.isEmpty, bytes.count >= target.count else { return false }
        for start in 0...(bytes.count - target.count) where bytes[start] == target[0] {
            guard bytes[start..<start + target.count].elementsEqual(target) else { continue }
            let before = start == 0 || !isIdentifierByte(bytes[start - 1])
            let after = start + target.count == bytes.count || !isIdentifierByte(bytes[start + target.count])
            if before && after { return true }
        }
        return false
    }
}
