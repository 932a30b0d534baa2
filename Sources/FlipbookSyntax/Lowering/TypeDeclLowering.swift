import FlipbookModel
import SwiftSyntax

/// Lowering of type declarations (`struct`, `class`, `enum`, `actor`, `protocol`), extensions
/// and enum cases.
extension SyntaxLowerer {
    /// `struct Name<T: View>: A, B where … { members }`, and the same for class, enum and actor.
    func lowerTypeDecl(
        _ node: some DeclGroupSyntax & NamedDeclSyntax & WithGenericParametersSyntax,
        kind: TypeDeclKind
    ) -> TypeDecl {
        TypeDecl(
            kind: kind, name: name(of: node.name), nameSpan: span(node.name),
            genericParameters: lowerGenericParameters(node.genericParameterClause),
            inheritance: lowerInheritance(node.inheritanceClause),
            requirements: lowerRequirements(node.genericWhereClause),
            members: lowerMembers(node.memberBlock.members, of: kind))
    }

    /// `protocol Name: A where … { requirements }`. Primary associated types (`protocol P<T>`)
    /// only constrain how the protocol is spelled elsewhere; the `associatedtype`s inside declare
    /// the names.
    func lowerProtocol(_ node: ProtocolDeclSyntax) -> TypeDecl {
        TypeDecl(
            kind: .protocol, name: name(of: node.name), nameSpan: span(node.name),
            inheritance: lowerInheritance(node.inheritanceClause),
            requirements: lowerRequirements(node.genericWhereClause),
            members: lowerMembers(node.memberBlock.members, of: .protocol))
    }

    /// `extension Type: Conformances where … { members }`.
    func lowerExtension(_ node: ExtensionDeclSyntax) -> ExtensionDecl {
        ExtensionDecl(
            extendedType: lowerType(node.extendedType),
            inheritance: lowerInheritance(node.inheritanceClause),
            requirements: lowerRequirements(node.genericWhereClause),
            members: lowerMembers(node.memberBlock.members, of: nil))
    }

    /// `name(label: Type = default, …) = rawValue`.
    func lowerEnumCaseElement(_ node: EnumCaseElementSyntax) -> EnumCaseElement {
        let associatedValues = node.parameterClause.map { clause in
            clause.parameters.map { parameter in
                // `case point(x: Int)` labels the value `x`; `case card(Card)` leaves it unlabelled.
                let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : name(of: $0) }
                let valueName = (parameter.secondName ?? parameter.firstName).map { name(of: $0) } ?? "_"
                return Parameter(
                    label: label, name: valueName, type: lowerType(parameter.type),
                    defaultValue: parameter.defaultValue.map { lowerExpr($0.value) },
                    span: span(parameter))
            }
        }
        return EnumCaseElement(
            name: name(of: node.name), associatedValues: associatedValues,
            rawValue: node.rawValue.map { lowerExpr($0.value) }, span: span(node))
    }
}
