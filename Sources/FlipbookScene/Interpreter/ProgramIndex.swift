import FlipbookModel
import FlipbookSyntax

/// The program's declarations by full dotted name (`Card`, `Card.Side`), for name lookups.
struct ProgramIndex: Sendable {
    var structs: [String: StructDecl] = [:]
    var enums: [String: EnumDecl] = [:]
    var globals: [String: BindingDecl] = [:]
    var functions: [String: FunctionDecl] = [:]
    /// Global names in declaration order, for the top-level constant cache.
    var globalOrder: [String] = []

    init(_ program: SceneProgram) throws(RuntimeError) {
        for declaration in program.declarations {
            try add(declaration, prefix: nil)
        }
    }

    private mutating func add(_ declaration: Declaration, prefix: String?) throws(RuntimeError) {
        func full(_ name: String) -> String { prefix.map { "\($0).\(name)" } ?? name }
        switch declaration {
        case .structure(let decl):
            let name = full(decl.name)
            try checkUnique(name, decl.span)
            structs[name] = decl
            for nested in decl.nestedTypes { try add(nested, prefix: name) }
        case .enumeration(let decl):
            let name = full(decl.name)
            try checkUnique(name, decl.span)
            enums[name] = decl
            for case .nested(let nested) in decl.members { try add(nested, prefix: name) }
        case .binding(let decl):
            try checkUnique(decl.name, decl.span)
            globals[decl.name] = decl
            globalOrder.append(decl.name)
        case .function(let decl):
            try checkUnique(decl.name, decl.span)
            functions[decl.name] = decl
        case .preview:
            break
        }
    }

    private func checkUnique(_ name: String, _ span: SourceSpan) throws(RuntimeError) {
        if structs[name] != nil || enums[name] != nil || globals[name] != nil || functions[name] != nil {
            throw RuntimeError("invalid redeclaration of '\(name)'", at: span)
        }
    }

    /// The full name of a type written as `name` inside the type `context` (Swift looks in the
    /// enclosing types first, then at the top level).
    func resolveType(_ name: String, from context: String?) -> String? {
        var scope = context
        while let current = scope {
            let candidate = "\(current).\(name)"
            if structs[candidate] != nil || enums[candidate] != nil { return candidate }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        if structs[name] != nil || enums[name] != nil { return name }
        return nil
    }

    func isType(_ name: String) -> Bool { structs[name] != nil || enums[name] != nil }
}
