import FlipbookModel
import FlipbookSyntax

/// Swift's rule that a function declared to return a value returns one on every path: swiftc
/// rejects `func f() -> Int { if x { return 1 } }` ("missing return"), where running it would
/// otherwise produce no value at all and draw "()". Checked before anything runs.
///
/// A body is fine when it is a single expression (Swift's implicit return, `if`/`switch`
/// expressions included), when it is built by a view or result builder, or when its statements
/// end every path with `return`, `throw`, `fatalError`/`preconditionFailure`, or an endless
/// `while true` loop. Where the analysis cannot tell it accepts, so a valid file is never
/// rejected.
struct ReturnCheck {
    private(set) var diagnostics: [Diagnostic] = []
    /// The names of the scene's `@resultBuilder` types.
    let builders: Set<String>

    /// Property names that a protocol of the scene requires under a result builder: Swift
    /// infers the builder for the property that implements the requirement (SE-0289).
    var builtRequirements: Set<String> = []

    static func check(_ declarations: [Decl], builders: Set<String>) -> [Diagnostic] {
        var checker = ReturnCheck(builders: builders)
        for decl in declarations { checker.collectBuiltRequirements(decl) }
        for decl in declarations { checker.visit(decl, owner: nil) }
        return checker.diagnostics
    }

    private mutating func collectBuiltRequirements(_ decl: Decl) {
        guard case .type(let type) = decl.kind else { return }
        for member in type.members {
            collectBuiltRequirements(member)
            guard type.kind == .protocol, case .variable(let variable) = member.kind,
                member.attributes.contains(where: { builders.contains($0.name) })
            else { continue }
            for binding in variable.bindings {
                if case .identifier(let name) = binding.pattern.kind { builtRequirements.insert(name) }
            }
        }
    }

    private mutating func visit(_ decl: Decl, owner: TypeDecl?) {
        let isBuilt = decl.attributes.contains { $0.name == "ViewBuilder" || builders.contains($0.name) }
        switch decl.kind {
        case .type(let type):
            for member in type.members { visit(member, owner: type) }
        case .extension(let ext):
            for member in ext.members { visit(member, owner: nil) }
        case .function(let function):
            guard !isBuilt, let body = function.body, let returnType = function.returnType else { return }
            if let owner, Self.isImplicitBuilder(function.name, in: owner) { return }
            check(body, returning: returnType, what: "'\(function.name)'", end: decl.span)
        case .variable(let variable):
            guard !isBuilt else { return }
            for binding in variable.bindings {
                guard let getter = binding.accessors?.get, let type = binding.type else { continue }
                if case .identifier("body") = binding.pattern.kind { continue }
                if owner != nil, case .identifier(let name) = binding.pattern.kind, builtRequirements.contains(name) {
                    continue
                }
                // `PreviewProvider.previews` is declared `@ViewBuilder`.
                if case .identifier("previews") = binding.pattern.kind,
                    owner?.inheritance.contains(where: { $0.description == "PreviewProvider" }) == true
                {
                    continue
                }
                check(getter, returning: type, what: "the getter", end: binding.span)
            }
        default:
            break
        }
    }

    /// `body` of a view or modifier and a style's `makeBody` are view builders without saying so.
    private static func isImplicitBuilder(_ name: String, in owner: TypeDecl) -> Bool {
        name == "body" || name == "makeBody"
    }

    private mutating func check(_ body: [Stmt], returning type: TypeRef, what: String, end span: SourceSpan) {
        guard !Self.isVoid(type.kind), !body.isEmpty else { return }
        if body.count == 1, Interpreter.singleExpression(body[0]) != nil { return }
        guard !Self.exits(body) else { return }
        let closing = SourceSpan(file: span.file, start: Self.before(span.end), end: span.end)
        diagnostics.append(.error("missing return in \(what), which is declared to return '\(type.kind)'", at: closing))
    }

    /// The location of the last character of a span (its closing brace).
    private static func before(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(line: location.line, column: max(1, location.column - 1), offset: max(0, location.offset - 1))
    }

    private static func isVoid(_ type: TypeExpr) -> Bool {
        switch type {
        case .named(let components): ["Void", "Never"].contains(components.last?.name ?? "")
        case .tuple(let elements): elements.isEmpty
        default: false
        }
    }

    /// Whether every path through `statements` leaves the function.
    static func exits(_ statements: [Stmt]) -> Bool {
        statements.contains { exits($0) }
    }

    private static func exits(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .return, .throw:
            return true
        case .expression(let expr):
            guard case .call(let callee, _) = expr.kind, case .identifier(let name) = callee.kind else { return false }
            return ["fatalError", "preconditionFailure"].contains(name)
        case .if(let s):
            guard let otherwise = s.otherwise else { return false }
            return exits(s.then) && exits(otherwise)
        case .switch(let s):
            return !s.cases.isEmpty && s.cases.allSatisfy { exits($0.body) || endsInFallthrough($0.body) }
        case .do(let body, let catches):
            return exits(body) && catches.allSatisfy { exits($0.body) }
        case .while(let conditions, _):
            // `while true { … }` only ends through a `break`; accepting it is the safe side.
            guard conditions.count == 1, case .expression(let e) = conditions[0].kind, case .bool(true) = e.kind else {
                return false
            }
            return true
        case .repeat:
            return false
        case .labeled(_, let inner):
            return exits(inner)
        default:
            return false
        }
    }

    private static func endsInFallthrough(_ body: [Stmt]) -> Bool {
        if case .fallthrough? = body.last?.kind { return true }
        return false
    }
}
