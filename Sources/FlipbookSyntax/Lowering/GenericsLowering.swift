import FlipbookModel
import SwiftSyntax

/// Lowering of generic parameters, `where` clauses and inheritance clauses.
extension SyntaxLowerer {
    /// `<T: View, U>`. A parameter pack (`each T`) or value generic (`let N: Int`) is kept by
    /// name, with a warning: Flipbook does not model them.
    func lowerGenericParameters(_ clause: GenericParameterClauseSyntax?) -> [GenericParameter] {
        guard let clause else { return [] }
        return clause.parameters.map { parameter in
            if let specifier = parameter.specifier {
                _ = unsupported(specifier.text, at: specifier)
            }
            return GenericParameter(name: name(of: parameter.name), constraint: parameter.inheritedType.map(lowerType))
        }
    }

    /// `where T: Equatable, U == Int`. Layout requirements (`T: _Trivial`) constrain nothing a
    /// scene can observe and are left out.
    func lowerRequirements(_ clause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
        guard let clause else { return [] }
        return clause.requirements.compactMap { requirement in
            switch requirement.requirement {
            case .conformanceRequirement(let conformance):
                return GenericRequirement(
                    subject: lowerType(conformance.leftType), isSameType: false,
                    constraint: lowerType(conformance.rightType))
            case .sameTypeRequirement(let sameType):
                guard case .type(let left) = sameType.leftType, case .type(let right) = sameType.rightType else {
                    _ = unsupported(sameType)
                    return nil
                }
                return GenericRequirement(subject: lowerType(left), isSameType: true, constraint: lowerType(right))
            case .layoutRequirement:
                return nil
            }
        }
    }

    /// `: View, Identifiable`.
    func lowerInheritance(_ clause: InheritanceClauseSyntax?) -> [TypeRef] {
        clause?.inheritedTypes.map { lowerType($0.type) } ?? []
    }
}
