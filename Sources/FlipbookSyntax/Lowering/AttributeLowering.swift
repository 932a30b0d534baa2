import FlipbookModel
import SwiftSyntax

/// Lowering of attributes (`@State`, `@Environment(\.colorScheme)`) and declaration modifiers.
extension SyntaxLowerer {
    /// The attributes of a declaration, with those of the active `#if` clause inside the list.
    func lowerAttributes(_ list: AttributeListSyntax) -> [Attribute] {
        list.flatMap { element -> [Attribute] in
            switch element {
            case .attribute(let attribute):
                [lowerAttribute(attribute)]
            case .ifConfigDecl(let ifConfig):
                activeAttributes(of: ifConfig).map { lowerAttributes($0) } ?? []
            }
        }
    }

    /// `@Name` or `@Name(arguments)`. Arguments that are not an expression list
    /// (`@available(iOS 17, *)`, `@objc(name:)`) are nil: nothing in a scene evaluates them.
    private func lowerAttribute(_ node: AttributeSyntax) -> Attribute {
        var arguments: [Argument]?
        if case .argumentList(let list)? = node.arguments {
            arguments = list.map { lowerArgument($0) }
        }
        let generic = node.attributeName.as(IdentifierTypeSyntax.self)?.genericArgumentClause
        return Attribute(
            name: attributeName(node), arguments: arguments, genericArguments: genericArguments(generic), span: span(node))
    }

    /// `State` for `@State` and `@SwiftUI.State`.
    func attributeName(_ node: AttributeSyntax) -> String {
        if let identifier = node.attributeName.as(IdentifierTypeSyntax.self) { return name(of: identifier.name) }
        if let member = node.attributeName.as(MemberTypeSyntax.self) { return name(of: member.name) }
        return node.attributeName.trimmedDescription
    }

    /// The modifiers as written: `static`, `private`, and `private(set)` with its detail.
    func lowerModifiers(_ list: DeclModifierListSyntax) -> Set<String> {
        Set(
            list.map { modifier in
                guard let detail = modifier.detail else { return modifier.name.text }
                return "\(modifier.name.text)(\(detail.detail.text))"
            })
    }
}
