import FlipbookModel
import SwiftSyntax

/// Lowering of written types.
///
/// Attributes and specifiers on a type (`@escaping`, `@Sendable`, `inout`, `sending`) are not part
/// of `TypeExpr`: the declaration that holds the type records those it needs (`Parameter`).
extension SyntaxLowerer {
    func lowerType(_ node: TypeSyntax) -> TypeRef {
        TypeRef(typeExpr(node), span: span(node))
    }

    func typeExpr(_ node: TypeSyntax) -> TypeExpr {
        nested(node, fallback: { .unsupported(message: Self.nestingMessage) }) {
            typeExprKind(node)
        }
    }

    private func typeExprKind(_ node: TypeSyntax) -> TypeExpr {
        switch node.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            var first = component(identifier.name, identifier.genericArgumentClause)
            first.name = renamed(first.name)
            return .named([first])
        case .memberType(let member):
            let base = typeExpr(member.baseType)
            guard case .named(let components) = base else {
                return unsupportedType(node)
            }
            return .named(components + [component(member.name, member.genericArgumentClause)])
        case .arrayType(let array):
            return .array(typeExpr(array.element))
        case .dictionaryType(let dictionary):
            return .dictionary(key: typeExpr(dictionary.key), value: typeExpr(dictionary.value))
        case .optionalType(let optional):
            return .optional(typeExpr(optional.wrappedType))
        case .implicitlyUnwrappedOptionalType(let optional):
            return .optional(typeExpr(optional.wrappedType))
        case .tupleType(let tuple):
            // `(T)` is T itself; `()` is the empty tuple, Void.
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil, only.ellipsis == nil {
                return typeExpr(only.type)
            }
            return .tuple(
                tuple.elements.map { element in
                    TupleTypeElement(label: element.firstName.map { name(of: $0) }, type: typeExpr(element.type))
                })
        case .functionType(let function):
            return .function(
                parameters: function.parameters.map { typeExpr($0.type) },
                isAsync: function.effectSpecifiers?.asyncSpecifier != nil,
                isThrowing: function.effectSpecifiers?.throwsClause != nil,
                result: typeExpr(function.returnClause.type))
        case .someOrAnyType(let someOrAny):
            let constraint = typeExpr(someOrAny.constraint)
            return someOrAny.someOrAnySpecifier.tokenKind == .keyword(.some) ? .some(constraint) : .any(constraint)
        case .compositionType(let composition):
            return .composition(composition.elements.map { typeExpr($0.type) })
        case .metatypeType(let metatype):
            return .metatype(typeExpr(metatype.baseType))
        case .attributedType(let attributed):
            return typeExpr(attributed.baseType)
        case .classRestrictionType:
            // `protocol P: class` is the old spelling of `AnyObject`.
            return .named([TypeComponent(name: "AnyObject")])
        case .missingType:
            // The parser has reported what is missing.
            return .unsupported(message: "missing type")
        default:
            // `~Copyable`, parameter packs, `[3 of Int]`, named opaque types.
            return unsupportedType(node)
        }
    }

    /// `Name<Arguments>`; a value generic argument (`Vector<3>`) is not a type Flipbook models.
    private func component(_ name: TokenSyntax, _ arguments: GenericArgumentClauseSyntax?) -> TypeComponent {
        TypeComponent(name: self.name(of: name), genericArguments: genericArguments(arguments))
    }

    func genericArguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeExpr] {
        clause?.arguments.map { genericArgument($0) } ?? []
    }

    func genericArgument(_ argument: GenericArgumentSyntax) -> TypeExpr {
        switch argument.argument {
        case .type(let type): typeExpr(type)
        case .expr(let expr): unsupportedType(expr)
        }
    }

    private func unsupportedType(_ node: some SyntaxProtocol) -> TypeExpr {
        .unsupported(message: unsupported(node))
    }

    /// Whether the type carries `inout`.
    func isInout(_ type: TypeSyntax) -> Bool {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.specifiers.contains { specifier in
            specifier.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
        }
    }

    /// The attribute names written on the type (`@escaping`, `@Sendable`, `@MainActor`).
    func typeAttributeNames(_ type: TypeSyntax) -> [String] {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return [] }
        return attributed.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }
}
