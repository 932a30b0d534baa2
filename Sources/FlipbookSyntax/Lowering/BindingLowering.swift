import FlipbookModel
import SwiftSyntax

/// Lowering of `let`/`var` declarations outside types: top-level values and locals.
extension SyntaxLowerer {
    /// One `BindingDecl` per name: `let a = 1, b = 2` declares two.
    ///
    /// With a single name the span covers the whole declaration (from `let`); with several, each
    /// binding's span covers its own `name = value`.
    func lowerBindings(_ node: VariableDeclSyntax, allowedModifiers: Set<String>) -> [BindingDecl] {
        checkAttributes(node.attributes, allowed: [])
        checkModifiers(node.modifiers, allowed: allowedModifiers)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let bindings = Array(node.bindings)
        var result: [BindingDecl] = []
        for (index, binding) in bindings.enumerated() {
            if let accessors = binding.accessorBlock {
                error("computed variables are only supported as members of a struct or enum; "
                      + "use a 'let' or a function", at: accessors)
                continue
            }
            guard let name = bindingName(binding.pattern) else { continue }
            let type = effectiveTypeAnnotation(in: bindings, at: index).map(typeRef)
            let initializer = binding.initializer.map { lowerExpr($0.value) }
            let span = bindings.count == 1 ? span(node) : span(binding)
            result.append(BindingDecl(name: name, isLet: isLet, type: type, initializer: initializer, span: span))
        }
        return result
    }
}
