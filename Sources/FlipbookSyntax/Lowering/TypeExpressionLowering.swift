import FlipbookModel
import SwiftSyntax

/// Types written where an expression goes: `Card.Side.front` in a pattern, `[Int]()`,
/// `[String: Double].self`, `Int?.self`.
///
/// swift-syntax parses these as expressions (`[Int]` is an array literal holding `Int`); the
/// compiler tells them apart by looking the names up. Without name lookup, Flipbook reads a name
/// as a type when it is capitalised, as Swift's naming conventions have it, and only in the
/// positions where a type makes sense.
extension SyntaxLowerer {
    /// A named type written as an expression (`Card`, `Card.Side`, `Binding<Bool>`), or nil.
    func typeName(_ expr: ExprSyntax) -> TypeRef? {
        typeComponents(expr).map { TypeRef(.named($0), span: span(expr)) }
    }

    /// A type with brackets or punctuation written as an expression (`[Int]`, `[String: Int]`,
    /// `Int?`, `(Int, Int)`), or nil. `allowingOptionalAndTuple` admits the last two, which only
    /// `.self` makes unambiguous.
    func typeLiteral(_ expr: ExprSyntax, allowingOptionalAndTuple: Bool) -> TypeExpr? {
        switch expr.as(ExprSyntaxEnum.self) {
        case .arrayExpr(let array):
            guard array.elements.count == 1, let element = array.elements.first?.expression,
                let type = typeLike(element)
            else { return nil }
            return .array(type)
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content, elements.count == 1, let element = elements.first,
                let key = typeLike(element.key), let value = typeLike(element.value)
            else { return nil }
            return .dictionary(key: key, value: value)
        case .optionalChainingExpr(let optional) where allowingOptionalAndTuple:
            return typeLike(optional.expression).map { .optional($0) }
        case .tupleExpr(let tuple) where allowingOptionalAndTuple && tuple.elements.count >= 2:
            var elements: [TupleTypeElement] = []
            for element in tuple.elements {
                guard let type = typeLike(element.expression) else { return nil }
                elements.append(TupleTypeElement(label: element.label.map { name(of: $0) }, type: type))
            }
            return .tuple(elements)
        case .typeExpr(let type):
            return typeExpr(type.type)
        default:
            return nil
        }
    }

    /// An element of a type literal: a named type or another type literal.
    private func typeLike(_ expr: ExprSyntax) -> TypeExpr? {
        typeLiteral(expr, allowingOptionalAndTuple: true) ?? typeComponents(expr).map { .named($0) }
    }

    private func typeComponents(_ expr: ExprSyntax) -> [TypeComponent]? {
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            let typeName = name(of: reference.baseName)
            guard reference.argumentNames == nil, Self.isCapitalised(typeName) else { return nil }
            return [TypeComponent(name: typeName)]
        case .memberAccessExpr(let access):
            let memberName = name(of: access.declName.baseName)
            guard access.declName.argumentNames == nil, Self.isCapitalised(memberName), let base = access.base,
                let components = typeComponents(base)
            else { return nil }
            return components + [TypeComponent(name: memberName)]
        case .genericSpecializationExpr(let specialization):
            guard var components = typeComponents(specialization.expression), let last = components.popLast() else {
                return nil
            }
            let arguments = genericArguments(specialization.genericArgumentClause)
            return components + [TypeComponent(name: last.name, genericArguments: arguments)]
        case .typeExpr(let type):
            if case .named(let components) = typeExpr(type.type) { return components }
            return nil
        default:
            return nil
        }
    }

    private static func isCapitalised(_ name: String) -> Bool {
        name.first?.isUppercase == true
    }
}
