import FlipbookModel
import SwiftSyntax

/// Lowering of `let`/`var` declarations and their accessors.
extension SyntaxLowerer {
    /// `let a = 1, b: Int`, `var (x, y) = point`, `var total: Int { … }`.
    func lowerVariable(_ node: VariableDeclSyntax, in context: DeclContext) -> VariableDecl {
        let bindings = Array(node.bindings)
        let lowered = bindings.enumerated().map { index, binding in
            PatternBinding(
                pattern: lowerDeclarationPattern(binding.pattern),
                type: effectiveTypeAnnotation(in: bindings, at: index).map { lowerType($0) },
                initializer: binding.initializer.map { lowerExpr($0.value) },
                accessors: binding.accessorBlock.map { lowerAccessors($0, in: context) },
                // One binding covers the whole declaration (from `let`); several, their own text.
                span: bindings.count == 1 ? span(node) : span(binding))
        }
        return VariableDecl(isLet: node.bindingSpecifier.tokenKind == .keyword(.let), bindings: lowered)
    }

    /// The type annotation that applies to binding `index` of a declaration.
    ///
    /// In `var a, b: Int` the annotation is written once, on the last name, and applies to every
    /// name before it that has neither an annotation nor an initializer.
    private func effectiveTypeAnnotation(in bindings: [PatternBindingSyntax], at index: Int) -> TypeSyntax? {
        for binding in bindings[index...] {
            if let annotation = binding.typeAnnotation { return annotation.type }
            if binding.initializer != nil || binding.accessorBlock != nil { return nil }
        }
        return nil
    }

    /// `{ statements }` (a getter), `{ get { … } set(v) { … } }`, `{ willSet { … } didSet { … } }`,
    /// or a protocol requirement's `{ get set }`.
    func lowerAccessors(_ block: AccessorBlockSyntax, in context: DeclContext) -> Accessors {
        switch block.accessors {
        case .getter(let items):
            return Accessors(get: lowerBlock(items))
        case .accessors(let list):
            if context.isProtocol, list.allSatisfy({ $0.body == nil }) {
                let requiresSetter = list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
                return Accessors(isRequirement: true, requiresSetter: requiresSetter)
            }
            var accessors = Accessors()
            for accessor in list { lowerAccessor(accessor, into: &accessors) }
            return accessors
        }
    }

    private func lowerAccessor(_ node: AccessorDeclSyntax, into accessors: inout Accessors) {
        let keyword = node.accessorSpecifier
        guard case .keyword(let kind) = keyword.tokenKind, [.get, .set, .willSet, .didSet].contains(kind) else {
            // `_read`, `_modify`, `unsafeAddress`, `init` accessors: the variable keeps its other
            // accessors; this one is left out, with a warning.
            _ = unsupported(keyword.text, at: keyword)
            return
        }
        guard let body = node.body else {
            error("'\(keyword.text)' needs a body outside a protocol", at: keyword)
            return
        }
        let statements = lowerBlock(body.statements)
        let written = node.parameters.map { name(of: $0.name) }
        switch kind {
        case .get: accessors.get = statements
        case .set:
            accessors.set = Accessor(
                parameterName: written ?? "newValue", body: statements,
                isNonmutating: node.modifier?.name.tokenKind == .keyword(.nonmutating))
        case .willSet: accessors.willSet = Accessor(parameterName: written ?? "newValue", body: statements)
        default: accessors.didSet = Accessor(parameterName: written ?? "oldValue", body: statements)
        }
    }
}
