import FlipbookModel
import SwiftSyntax

/// Checks of the attributes and modifiers written on declarations.
///
/// Access control means nothing to a renderer, so access modifiers are accepted and dropped;
/// everything else must be one the AST can record, or it is reported at the attribute itself.
extension SyntaxLowerer {
    static let accessModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "open"]

    /// Attributes accepted and dropped everywhere: concurrency annotations change nothing in a
    /// single-threaded interpreter, and scenes copied from apps often carry them.
    static let ignorableAttributes: Set<String> = ["MainActor"]

    /// Reports every attribute not in `allowed` (nor ignorable).
    func checkAttributes(_ attributes: AttributeListSyntax, allowed: Set<String>) {
        for element in attributes {
            switch element {
            case .attribute(let attribute):
                let name = attribute.attributeName.trimmedDescription
                if !allowed.contains(name) && !Self.ignorableAttributes.contains(name) {
                    error(UnsupportedSyntax.attribute(name, allowed: allowed.sorted()), at: attribute)
                }
            case .ifConfigDecl(let ifConfig):
                unsupported(ifConfig)
            }
        }
    }

    /// Reports every modifier not in `allowed`; returns the names of the allowed ones present.
    @discardableResult
    func checkModifiers(_ modifiers: DeclModifierListSyntax, allowed: Set<String>) -> Set<String> {
        var present: Set<String> = []
        for modifier in modifiers {
            let name = modifier.name.text
            if allowed.contains(name) {
                present.insert(name)
            } else {
                error(UnsupportedSyntax.modifier(name), at: modifier)
            }
        }
        return present
    }

    /// The attribute node named `name`, to point a diagnostic at it.
    func attribute(named name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name {
                return attribute
            }
        }
        return nil
    }

    /// A written type, kept as text.
    func typeRef(_ type: TypeSyntax) -> TypeRef {
        TypeRef(text: type.trimmedDescription, span: span(type))
    }

    /// The name a binding pattern introduces: an identifier, or "_" for a wildcard.
    /// Tuple patterns are reported and yield nil.
    func bindingName(_ pattern: PatternSyntax) -> String? {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return name(of: identifier.identifier) }
        if pattern.is(WildcardPatternSyntax.self) { return "_" }
        unsupported(pattern)
        return nil
    }

    /// The type annotation that applies to binding `index` of a declaration.
    ///
    /// In `var a, b: Int` the annotation is written once, on the last name, and applies to every
    /// name before it that has neither an annotation nor an initializer.
    func effectiveTypeAnnotation(in bindings: [PatternBindingSyntax], at index: Int) -> TypeSyntax? {
        for binding in bindings[index...] {
            if let annotation = binding.typeAnnotation { return annotation.type }
            if binding.initializer != nil || binding.accessorBlock != nil { return nil }
        }
        return nil
    }
}
