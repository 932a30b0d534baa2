import FlipbookSyntax

/// Declarations in the dump: attributes and modifiers (sorted) first, then Swift-like text.
extension ASTDump {
    static func decl(_ decl: Decl) -> String {
        let attributes = decl.attributes.map { attribute in
            "@" + attribute.name + (attribute.arguments.map { "(" + $0.map(argument).joined(separator: ", ") + ")" } ?? "") + " "
        }.joined()
        let modifiers = decl.modifiers.sorted().map { $0 + " " }.joined()
        return attributes + modifiers + kind(decl.kind)
    }

    static func decls(_ decls: [Decl]) -> String {
        decls.map(decl).joined(separator: "; ")
    }

    private static func kind(_ kind: DeclKind) -> String {
        switch kind {
        case .type(let type):
            return "\(type.kind.rawValue) \(type.name)\(generics(type.genericParameters))\(inheritance(type.inheritance))"
                + "\(requirements(type.requirements)) \(members(type.members))"
        case .extension(let ext):
            return "extension \(ext.extendedType)\(inheritance(ext.inheritance))\(requirements(ext.requirements)) "
                + members(ext.members)
        case .function(let function):
            return "func \(function.name)\(generics(function.genericParameters))(\(parameters(function.parameters)))"
                + effects(function.isAsync, function.isThrowing) + (function.returnType.map { " -> \($0)" } ?? "")
                + requirements(function.requirements) + (function.body.map { " " + block($0) } ?? "")
        case .initializer(let initializer):
            return "init\(initializer.isFailable ? "?" : "")\(generics(initializer.genericParameters))"
                + "(\(parameters(initializer.parameters)))" + effects(false, initializer.isThrowing)
                + requirements(initializer.requirements) + (initializer.body.map { " " + block($0) } ?? "")
        case .variable(let variable):
            return (variable.isLet ? "let " : "var ") + variable.bindings.map(binding).joined(separator: ", ")
        case .enumCase(let elements):
            return "case "
                + elements.map { element in
                    element.name + (element.associatedValues.map { "(" + parameters($0) + ")" } ?? "")
                        + (element.rawValue.map { " = " + expr($0) } ?? "")
                }.joined(separator: ", ")
        case .typeAlias(let alias): return "typealias \(alias.name)\(generics(alias.genericParameters)) = \(alias.type)"
        case .associatedType(let name): return "associatedtype \(name)"
        case .subscript(let sub):
            return "subscript\(generics(sub.genericParameters))(\(parameters(sub.parameters))) -> \(sub.returnType)"
                + requirements(sub.requirements) + " " + accessors(sub.accessors)
        case .preview(let preview):
            let arguments =
                (preview.name.map { ["\"\($0)\""] } ?? [])
                + preview.traits.enumerated().map { index, trait in
                    (index == 0 ? "traits: " : "") + expr(trait)
                }
            return "#Preview(\(arguments.joined(separator: ", "))) \(block(preview.body))"
        case .unsupported(let message): return "unsupported(\(message))"
        }
    }

    static func parameter(_ parameter: Parameter) -> String {
        let attributes = parameter.attributes.map { "@\($0) " }.joined()
        let names = parameter.label.map { $0 == parameter.name ? $0 : "\($0) \(parameter.name)" } ?? parameter.name
        let type = parameter.type.map { ": " + (parameter.isInout ? "inout " : "") + attributes + "\($0)" } ?? ""
        return names + type + (parameter.isVariadic ? "..." : "") + (parameter.defaultValue.map { " = " + expr($0) } ?? "")
    }

    static func parameters(_ parameters: [Parameter]) -> String {
        parameters.map(parameter).joined(separator: ", ")
    }

    private static func binding(_ binding: PatternBinding) -> String {
        pattern(binding.pattern) + (binding.type.map { ": \($0)" } ?? "")
            + (binding.initializer.map { " = " + expr($0) } ?? "")
            + (binding.accessors.map { " " + accessors($0) } ?? "")
    }

    static func accessors(_ accessors: Accessors) -> String {
        if accessors.isRequirement { return accessors.requiresSetter ? "{ get set }" : "{ get }" }
        var parts: [String] = []
        if let get = accessors.get { parts.append("get " + block(get)) }
        for (keyword, accessor) in [("set", accessors.set), ("willSet", accessors.willSet), ("didSet", accessors.didSet)] {
            if let accessor { parts.append("\(keyword)(\(accessor.parameterName)) " + block(accessor.body)) }
        }
        return "{ " + parts.joined(separator: " ") + " }"
    }

    private static func members(_ members: [Decl]) -> String {
        members.isEmpty ? "{ }" : "{ " + decls(members) + " }"
    }

    private static func generics(_ parameters: [GenericParameter]) -> String {
        parameters.isEmpty
            ? ""
            : "<"
                + parameters.map { $0.name + ($0.constraint.map { ": \($0)" } ?? "") }
                .joined(separator: ", ") + ">"
    }

    private static func inheritance(_ types: [TypeRef]) -> String {
        types.isEmpty ? "" : ": " + types.map(\.description).joined(separator: ", ")
    }

    private static func requirements(_ requirements: [GenericRequirement]) -> String {
        requirements.isEmpty
            ? ""
            : " where "
                + requirements.map { requirement in
                    "\(requirement.subject)\(requirement.isSameType ? " == " : ": ")\(requirement.constraint)"
                }.joined(separator: ", ")
    }

    private static func effects(_ isAsync: Bool, _ isThrowing: Bool) -> String {
        (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
    }
}
