import FlipbookModel
import SwiftSyntax

/// Lowering of key paths.
extension SyntaxLowerer {
    /// `\.a.b`, `\Type.a`, `\.self`, `\.a?.b`, `\.a!.b`, `\.[0]`.
    func lowerKeyPath(_ node: KeyPathExprSyntax) -> ExprKind {
        var components: [KeyPathComponent] = []
        for component in node.components {
            switch component.component {
            case .property(let property):
                let propertyName = name(of: property.declName.baseName)
                components.append(propertyName == "self" ? .self : .property(propertyName))
            case .optional(let optional):
                components.append(
                    optional.questionOrExclamationMark.tokenKind == .exclamationMark
                        ? .forceUnwrap : .optional)
            case .subscript(let subscriptComponent):
                components.append(.subscript(subscriptComponent.arguments.map { lowerArgument($0) }))
            default:
                // Method components (`\.f()`), which only experimental compilers accept.
                return .unsupported(message: unsupported(component))
            }
        }
        return .keyPath(root: node.root.map { lowerType($0) }, components: components)
    }
}
