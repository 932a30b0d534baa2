import FlipbookModel
import FlipbookSyntax

/// Swift's rule that an error thrown must be handled: a plain `try` or a `throw` is only valid
/// inside a `do` with a `catch`, a function declared `throws`, or a closure that may throw.
/// swiftc rejects the rest ("errors thrown from here are not handled"), so Flipbook does too,
/// before running anything, so that a scene that renders here compiles on a Mac.
///
/// A closure's context comes from the call it is passed to: SwiftUI's actions and view
/// builders (`.task`, `.onAppear`, `Button`, `VStack`…) take closures that cannot throw;
/// `Task { }` takes one that can; rethrowing functions (`withAnimation`, `map`…) take the
/// context they are called in. A closure passed anywhere else is given the benefit of the doubt.
struct ThrowCheck {
    private(set) var diagnostics: [Diagnostic] = []

    static func check(_ declarations: [Decl]) -> [Diagnostic] {
        var checker = ThrowCheck()
        for decl in declarations { checker.visit(decl) }
        return checker.diagnostics
    }

    /// Why errors cannot escape the current context; nil where they may.
    private typealias Context = String?

    // MARK: - Declarations

    private mutating func visit(_ decl: Decl) {
        switch decl.kind {
        case .type(let type):
            for member in type.members { visit(member) }
        case .extension(let ext):
            for member in ext.members { visit(member) }
        case .function(let function):
            let context: Context =
                function.isThrowing ? nil : "the enclosing function '\(function.name)' is not declared 'throws'"
            visit(function.body ?? [], context)
        case .initializer(let initializer):
            visit(initializer.body ?? [], initializer.isThrowing ? nil : "the enclosing initializer is not declared 'throws'")
        case .variable(let variable):
            for binding in variable.bindings {
                let context: Context = "a property cannot throw"
                if let initializer = binding.initializer { visit(initializer, context) }
                guard let accessors = binding.accessors else { continue }
                visit(accessors.get ?? [], context)
                for accessor in [accessors.set, accessors.willSet, accessors.didSet].compactMap({ $0 }) {
                    visit(accessor.body, context)
                }
            }
        case .subscript(let sub):
            visit(sub.accessors.get ?? [], "a subscript cannot throw")
            if let set = sub.accessors.set { visit(set.body, "a subscript cannot throw") }
        case .preview(let preview):
            visit(preview.body, "a #Preview's body cannot throw")
        case .enumCase, .typeAlias, .associatedType, .unsupported:
            break
        }
    }

    // MARK: - Statements

    private mutating func visit(_ statements: [Stmt], _ context: Context) {
        for statement in statements { visit(statement, context) }
    }

    private mutating func visit(_ statement: Stmt, _ context: Context) {
        switch statement.kind {
        case .expression(let e): visit(e, context)
        case .return(let e): if let e { visit(e, context) }
        case .throw(let e):
            if let context { report("error is not handled", context, at: statement.span) }
            visit(e, context)
        case .declaration(let decl):
            if case .variable(let variable) = decl.kind {
                for binding in variable.bindings {
                    if let initializer = binding.initializer { visit(initializer, context) }
                }
            } else {
                visit(decl)
            }
        case .if(let s): visit(s, context)
        case .guard(let conditions, let body):
            visit(conditions, context)
            visit(body, context)
        case .while(let conditions, let body):
            visit(conditions, context)
            visit(body, context)
        case .repeat(let body, let condition):
            visit(body, context)
            visit(condition, context)
        case .forIn(let f):
            visit(f.sequence, context)
            if let w = f.whereClause { visit(w, context) }
            visit(f.body, context)
        case .switch(let s): visit(s, context)
        case .defer(let body): visit(body, context)
        case .do(let body, let catches):
            // A `catch` handles what the body throws; what a catch throws goes on outwards.
            visit(body, catches.isEmpty ? context : nil)
            for clause in catches { visit(clause.body, context) }
        case .labeled(_, let s): visit(s, context)
        case .break, .continue, .fallthrough, .unsupported: break
        }
    }

    private mutating func visit(_ s: IfStmt, _ context: Context) {
        visit(s.conditions, context)
        visit(s.then, context)
        if let otherwise = s.otherwise { visit(otherwise, context) }
    }

    private mutating func visit(_ s: SwitchStmt, _ context: Context) {
        visit(s.subject, context)
        for c in s.cases { visit(c.body, context) }
    }

    private mutating func visit(_ conditions: [Condition], _ context: Context) {
        for condition in conditions {
            switch condition.kind {
            case .expression(let e), .matches(_, let e): visit(e, context)
            case .optionalBinding(_, _, let e): if let e { visit(e, context) }
            case .availability: break
            }
        }
    }

    // MARK: - Expressions

    private mutating func visit(_ expr: Expr, _ context: Context) {
        switch expr.kind {
        case .try(let inner, let kind):
            if kind == .plain, let context { report("errors thrown from here are not handled", context, at: expr.span) }
            visit(inner, kind == .plain ? context : nil)
        case .closure(let closure):
            // A closure on its own (stored, returned): its type decides, which Flipbook does
            // not know here.
            visit(closure.body, nil)
        case .call(let callee, let arguments):
            visit(callee, context)
            let name = Self.calleeName(callee)
            for argument in arguments {
                if case .closure(let closure) = argument.value.kind {
                    visit(closure.body, closure.isThrowing ? nil : closureContext(name, outer: context))
                } else {
                    visit(argument.value, context)
                }
            }
        case .member(let base, _, _, _): if let base { visit(base, context) }
        case .subscript(let base, let arguments):
            visit(base, context)
            for argument in arguments { visit(argument.value, context) }
        case .binary(_, let l, let r), .assignment(_, let l, let r):
            visit(l, context)
            visit(r, context)
        case .prefix(_, let e), .postfix(_, let e), .optionalChain(let e), .bindOptional(let e), .forceUnwrap(let e),
            .await(let e), .typeCheck(let e, _), .cast(let e, _, _), .inOut(let e), .specialized(let e, _):
            visit(e, context)
        case .ternary(let c, let t, let o):
            visit(c, context)
            visit(t, context)
            visit(o, context)
        case .tuple(let elements):
            for element in elements { visit(element.value, context) }
        case .array(let elements):
            for element in elements { visit(element, context) }
        case .dictionary(let elements):
            for element in elements {
                visit(element.key, context)
                visit(element.value, context)
            }
        case .string(let segments):
            for case .interpolation(let arguments) in segments {
                for argument in arguments { visit(argument.value, context) }
            }
        case .if(let s): visit(s, context)
        case .switch(let s): visit(s, context)
        case .integer, .float, .bool, .nil, .identifier, .functionReference, .type, .keyPath, .discard, .macro,
            .unsupported:
            break
        }
    }

    /// The context of a closure passed to `name`.
    private func closureContext(_ name: String?, outer: Context) -> Context {
        guard let name else { return nil }
        if Self.rethrowing.contains(name) { return outer }
        if Self.nonThrowing.contains(name) { return "the closure passed to '\(name)' cannot throw" }
        return nil
    }

    private static func calleeName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .identifier(let name): name
        case .member(_, let name, _, _): name
        case .type(let type): type.kind.dottedName
        case .specialized(let base, _): calleeName(base)
        default: nil
        }
    }

    /// Functions that rethrow what their closure throws.
    static let rethrowing: Set<String> = [
        "withAnimation", "withTransaction", "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "sorted",
        "sort", "first", "firstIndex", "last", "lastIndex", "contains", "allSatisfy", "min", "max", "removeAll",
        "drop", "prefix", "mapValues", "compactMapValues", "split", "partition", "count",
    ]

    /// SwiftUI and Foundation API whose closures cannot throw.
    static let nonThrowing: Set<String> = [
        "task", "onAppear", "onDisappear", "onChange", "onTapGesture", "onLongPressGesture", "onReceive",
        "onPreferenceChange", "transformPreference", "refreshable", "onSubmit", "async", "asyncAfter",
        "scheduledTimer", "sink", "Button", "ForEach", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "List", "Section", "Group", "GeometryReader", "LazyVGrid", "LazyHGrid", "ScrollView", "Grid", "GridRow", "Label",
        "NavigationStack",
        "NavigationView", "Form", "overlay", "background", "mask", "animation", "transaction", "phaseAnimator",
        "keyframeAnimator", "contextMenu", "PhaseAnimator", "KeyframeAnimator", "TimelineView", "Canvas",
    ]

    private mutating func report(_ what: String, _ context: String, at span: SourceSpan) {
        diagnostics.append(.error("\(what): \(context); handle it with do/catch or use try?", at: span))
    }
}
