import FlipbookModel
import SwiftSyntax

/// The kind of type whose members are being lowered.
enum MemberOwner {
    case structure
    case enumeration
}

/// Lowering of the members of a `struct` or `enum`: properties, methods, nested types.
extension SyntaxLowerer {
    /// Lowers one member declaration; a `var` with several names yields several members.
    func lowerMember(_ decl: DeclSyntax, in owner: MemberOwner) -> [MemberDecl] {
        if decl.is(MissingDeclSyntax.self) { return [] }
        if let variable = decl.as(VariableDeclSyntax.self) { return lowerProperty(variable, in: owner) }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let allowed = Self.accessModifiers.union(["static", "mutating"])
            return [.method(lowerFunction(function, allowedModifiers: allowed))]
        }
        if let nested = lowerTypeDecl(decl) { return [.nested(nested)] }
        if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            error(UnsupportedSyntax.macro(macro.macroName.text), at: macro)
            return []
        }
        unsupported(decl)
        return []
    }

    /// Stored properties (`@State private var x = 0`, `static let`) and computed ones
    /// (`var body: some View { … }`, with `@ViewBuilder` recorded).
    private func lowerProperty(_ node: VariableDeclSyntax, in owner: MemberOwner) -> [MemberDecl] {
        checkAttributes(node.attributes, allowed: ["State", "ViewBuilder"])
        let modifiers = checkModifiers(node.modifiers, allowed: Self.accessModifiers.union(["static"]))
        let isStatic = modifiers.contains("static")
        let stateAttribute = attribute(named: "State", in: node.attributes)
        let viewBuilderAttribute = attribute(named: "ViewBuilder", in: node.attributes)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let bindings = Array(node.bindings)
        var members: [MemberDecl] = []
        for (index, binding) in bindings.enumerated() {
            guard let name = bindingName(binding.pattern) else { continue }
            let type = effectiveTypeAnnotation(in: bindings, at: index).map(typeRef)
            let span = bindings.count == 1 ? span(node) : span(binding)
            if let accessors = binding.accessorBlock {
                if let stateAttribute {
                    error("@State needs a stored property ('@State var name = value')", at: stateAttribute)
                }
                let isBuilder = viewBuilderAttribute != nil
                // `body` is a view builder by SwiftUI's protocol requirement, without the attribute.
                let implicitExpression = !isBuilder && !(name == "body" && owner == .structure)
                let body = lowerAccessorBlock(accessors, implicitExpression: implicitExpression)
                members.append(.computed(ComputedPropertyDecl(
                    name: name, type: type, isStatic: isStatic, isViewBuilder: isBuilder, body: body, span: span)))
            } else {
                if let viewBuilderAttribute {
                    error("@ViewBuilder applies to computed properties and methods", at: viewBuilderAttribute)
                }
                if owner == .enumeration && !isStatic {
                    error("enums cannot have stored properties; use a computed property", at: binding)
                }
                let initializer = binding.initializer.map { lowerExpr($0.value) }
                members.append(.stored(StoredPropertyDecl(
                    name: name, isState: stateAttribute != nil, isLet: isLet, isStatic: isStatic,
                    type: type, initializer: initializer, span: span)))
            }
        }
        return members
    }

    /// The statements of a computed property: `{ statements }` or `{ get { statements } }`.
    /// Setters and observers are reported.
    private func lowerAccessorBlock(_ block: AccessorBlockSyntax, implicitExpression: Bool) -> [Stmt] {
        switch block.accessors {
        case .getter(let items):
            return lowerBody(items, implicitExpression: implicitExpression)
        case .accessors(let accessors):
            var body: [Stmt] = []
            for accessor in accessors {
                let kind = accessor.accessorSpecifier.text
                guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else {
                    error("'\(kind)' accessors are not supported; only a getter is", at: accessor)
                    continue
                }
                checkAttributes(accessor.attributes, allowed: [])
                if let modifier = accessor.modifier { error(UnsupportedSyntax.modifier(modifier.name.text), at: modifier) }
                if let effects = accessor.effectSpecifiers {
                    error("'async' and 'throws' getters are not supported", at: effects)
                }
                if let statements = accessor.body?.statements {
                    body = lowerBody(statements, implicitExpression: implicitExpression)
                }
            }
            return body
        }
    }
}
