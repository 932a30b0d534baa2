import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Executes statements in order, in `env`'s scope. `defer` blocks run when the block
    /// ends, however it ends.
    func execute(_ statements: [Stmt], _ env: Env) throws(Interrupt) {
        var deferred: [[Stmt]] = []
        defer {
            for block in deferred.reversed() { try? execute(block, env.child()) }
        }
        let hoisted = try declareLocalFunctions(statements, env)
        for (index, statement) in statements.enumerated() where !hoisted.contains(index) {
            if case .defer(let block) = statement.kind {
                deferred.append(block)
                continue
            }
            try execute(statement, env)
        }
    }

    /// Declares a block's local functions before its first statement runs: Swift lets code call
    /// one written further down (`addToRow(…)` above `func addToRow`), and each sees the
    /// block's variables when it is called. Returns the indices of the statements declared.
    func declareLocalFunctions(_ statements: [Stmt], _ env: Env) throws(Interrupt) -> Set<Int> {
        var declared: Set<Int> = []
        for (index, statement) in statements.enumerated() {
            guard case .declaration(let decl) = statement.kind, case .function = decl.kind else { continue }
            try declareLocal(decl, env)
            declared.insert(index)
        }
        return declared
    }

    func execute(_ statement: Stmt, _ env: Env) throws(Interrupt) {
        try step(statement.span)
        switch statement.kind {
        case .expression(let expr):
            let value = try eval(expr, nil, env)
            if case .implicitMember(let implicit) = value {
                throw .error("cannot tell which type '.\(implicit.name)' belongs to here", at: implicit.span)
            }
        case .declaration(let decl):
            try declareLocal(decl, env)
        case .if(let ifStmt):
            let inner = env.child()
            if try conditions(ifStmt.conditions, inner) {
                try execute(ifStmt.then, inner)
            } else if let otherwise = ifStmt.otherwise {
                try execute(otherwise, env.child())
            }
        case .guard(let conditions, let body):
            // A guard's bindings stay visible after it: they go into the enclosing scope.
            if try !self.conditions(conditions, env) {
                try execute(body, env.child())
                throw .error(
                    "'guard' body must not fall through; use 'return', 'break', 'continue' or 'throw'", at: statement.span)
            }
        case .while(let conditions, let body):
            try loop(label: nil) { () throws(Interrupt) -> Bool in
                let inner = env.child()
                guard try self.conditions(conditions, inner) else { return false }
                try execute(body, inner)
                return true
            }
        case .repeat(let body, let condition):
            var first = true
            try loop(label: nil) { () throws(Interrupt) -> Bool in
                if !first, try !self.condition(condition, env) { return false }
                first = false
                try execute(body, env.child())
                return true
            }
        case .forIn(let forIn):
            try forLoop(forIn, label: nil, env)
        case .switch(let switchStmt):
            do {
                try switchStatement(switchStmt, env)
            } catch .breakLoop(nil) {
                return
            }
        case .return(let expr):
            throw .returned(try expr.map { e throws(Interrupt) in try eval(e, env.returnHint, env) } ?? .void)
        case .break(let label):
            throw .breakLoop(label: label)
        case .continue(let label):
            throw .continueLoop(label: label)
        case .fallthrough:
            throw .error("'fallthrough' is only allowed at the end of a switch case", at: statement.span)
        case .throw(let expr):
            throw .thrown(try eval(expr, nil, env), statement.span)
        case .defer(let block):
            try execute(block, env.child())
        case .do(let body, let catches):
            try doCatch(body, catches, env)
        case .labeled(let label, let inner):
            try labeled(label, inner, env)
        case .unsupported(let message):
            throw .error(message, at: statement.span)
        }
    }

    /// A labelled loop or block: `break label` and `continue label` reach it.
    private func labeled(_ label: String, _ statement: Stmt, _ env: Env) throws(Interrupt) {
        switch statement.kind {
        case .forIn(let forIn):
            try forLoop(forIn, label: label, env)
        case .while(let conditions, let body):
            try loop(label: label) { () throws(Interrupt) -> Bool in
                let inner = env.child()
                guard try self.conditions(conditions, inner) else { return false }
                try execute(body, inner)
                return true
            }
        default:
            do {
                try execute(statement, env)
            } catch .breakLoop(label) {
                return
            }
        }
    }

    /// Runs `iteration` until it returns false, handling `break` and `continue`.
    func loop(label: String?, _ iteration: () throws(Interrupt) -> Bool) throws(Interrupt) {
        while true {
            do {
                guard try iteration() else { return }
            } catch .breakLoop(let target) where target == nil || target == label {
                return
            } catch .continueLoop(let target) where target == nil || target == label {
                continue
            }
        }
    }

    private func forLoop(_ forIn: ForInStmt, label: String?, _ env: Env) throws(Interrupt) {
        let sequence = try eval(forIn.sequence, nil, env)
        if case .native(.timerPublisher) = sequence {
            throw .error("'for await' over a timer is not supported by Flipbook yet; use .onReceive", at: forIn.sequence.span)
        }
        var iterator = try makeIterator(sequence, at: forIn.sequence.span)
        try loop(label: label) { () throws(Interrupt) -> Bool in
            // An iteration is a step even when its body is empty (`for _ in 0..<Int.max { }`).
            try step(forIn.sequence.span)
            guard let element = try iterator.next(self) else { return false }
            let inner = env.child()
            guard try bind(forIn.pattern, to: element, in: inner.scope, env: inner, isLet: true) else {
                return true
            }
            if let whereClause = forIn.whereClause, try !condition(whereClause, inner) { return true }
            try execute(forIn.body, inner)
            return true
        }
    }

    /// Evaluates `if`/`guard`/`while` conditions in order; bindings go into `env`'s scope.
    func conditions(_ conditions: [Condition], _ env: Env) throws(Interrupt) -> Bool {
        for condition in conditions {
            switch condition.kind {
            case .expression(let expr):
                guard try self.condition(expr, env) else { return false }
            case .optionalBinding(let isLet, let pattern, let initializer):
                let value: Value
                if let initializer {
                    value = try eval(initializer, nil, env)
                } else if case .identifier(let name) = pattern.kind {
                    value = try identifier(name, nil, at: pattern.span, env)
                } else {
                    throw .error("this 'if let' form is not supported by Flipbook yet", at: condition.span)
                }
                if value.isNone { return false }
                guard try bind(pattern, to: value, in: env.scope, env: env, isLet: isLet) else { return false }
            case .matches(let pattern, let expr):
                let value = try eval(expr, nil, env)
                guard try bind(pattern, to: value, in: env.scope, env: env, isLet: true) else { return false }
            case .availability(let holds):
                guard holds else { return false }
            }
        }
        return true
    }

    /// `var total: Int { … }` in a function: read-only, its getter run (in the enclosing scope)
    /// at each read; a local computed variable with a setter is not supported yet.
    private func declareLocalComputed(_ binding: PatternBinding, _ accessors: Accessors, _ env: Env) throws(Interrupt) {
        guard case .identifier(let name) = binding.pattern.kind, let get = accessors.get, accessors.set == nil else {
            throw .error("local computed variables with a setter are not supported by Flipbook yet", at: binding.span)
        }
        guard env.scope.recordDeclaration(name) else {
            throw .error("invalid redeclaration of '\(name)'", at: binding.pattern.span)
        }
        let closure = ClosureExpr(parameters: [], returnType: binding.type, body: get)
        let variable = Variable(.none, isLet: true)
        variable.getter = Function(
            .closure(closure, scope: env.scope, typeContext: env.typeContext), name: name, span: binding.span)
        env.scope.declare(name, variable: variable)
    }

    /// A local declaration: `let`/`var` (with patterns), a nested function, a local type.
    func declareLocal(_ decl: Decl, _ env: Env) throws(Interrupt) {
        switch decl.kind {
        case .variable(let variable):
            for binding in variable.bindings {
                if let accessors = binding.accessors, accessors.isComputed {
                    try declareLocalComputed(binding, accessors, env)
                    continue
                }
                if case .identifier(let name) = binding.pattern.kind, !env.scope.recordDeclaration(name) {
                    throw .error("invalid redeclaration of '\(name)'", at: binding.pattern.span)
                }
                let hint = try binding.type.map { ref throws(Interrupt) in try resolve(ref, env) }
                if case .identifier(let name) = binding.pattern.kind,
                    let (attribute, wrapperType) = decl.attributes.lazy.compactMap({ attribute in
                        self.customWrapperType(attribute, env).map { (attribute, $0) }
                    }).first
                {
                    let initial = try binding.initializer.map { e throws(Interrupt) in
                        try conform(try eval(e, hint, env), to: hint, at: e.span)
                    }
                    try declareLocalWrapped(name, wrapperType, attribute, initialValue: initial, at: binding.span, env)
                    continue
                }
                guard let initializer = binding.initializer else {
                    // `@Namespace var namespace` in a preview's closure: a namespace of its own.
                    if case .identifier(let name) = binding.pattern.kind,
                        decl.attributes.contains(where: { $0.name == "Namespace" })
                    {
                        namespaceCount += 1
                        env.scope.declare(name, .native(.namespaceID(namespaceCount)), isLet: true)
                        continue
                    }
                    if case .identifier(let name) = binding.pattern.kind {
                        // `var x: T?` starts as nil; a `let`, optional or not, waits for its one
                        // assignment (`let result: String?` set in each case of a switch).
                        let initial: Value = if case .optional? = hint { .none } else { .void }
                        let declared = Variable(initial, isLet: variable.isLet, isInitialized: !variable.isLet)
                        declared.declaredType = hint
                        env.scope.declare(name, variable: declared)
                    }
                    continue
                }
                try checkWrittenType(binding.type, of: initializer, hint: hint, env)
                // `var items = items`: a copy of a typed variable has its type, as Swift infers.
                var written = hint
                if written == nil, case .identifier(let source) = initializer.kind {
                    written = env.scope.lookup(source)?.declaredType
                }
                let value = withSignature(
                    try conform(try eval(initializer, hint, env), to: hint, at: initializer.span), of: binding.type, env)
                guard try bind(binding.pattern, to: value, in: env.scope, env: env, isLet: variable.isLet) else {
                    throw .error("the value does not match the pattern", at: binding.span)
                }
                // `let frames = frames(for: subviews)` that returns an empty `[CGRect]`: the
                // function's declared type says what the empty value cannot.
                if written == nil, case .array(let items) = value, items.isEmpty {
                    written = try declaredReturnType(of: initializer, env)
                }
                if let written, case .identifier(let name) = binding.pattern.kind {
                    env.scope.lookup(name)?.declaredType = written
                }
                // `@State var on = true` in a closure (a preview's body without `@Previewable`):
                // Swift allows the local wrapper, and its state is never installed in a view, so
                // `$on` is a binding to the variable and nothing updates when it is written.
                if decl.attributes.contains(where: { $0.name == "State" }), case .identifier(let name) = binding.pattern.kind,
                    let local = env.scope.lookup(name)
                {
                    env.scope.declare("$" + name, .binding(.variable(local)), isLet: true)
                }
                // `@Bindable var model = model` in a body: `$model` makes bindings to the
                // object's properties, as a `@Bindable` property's does.
                if decl.attributes.contains(where: { $0.name == "Bindable" }), case .identifier(let name) = binding.pattern.kind {
                    guard case .object(let object) = value else {
                        throw .error(
                            "@Bindable needs an object of an @Observable class, not \(typeName(of: value))", at: initializer.span)
                    }
                    env.scope.declare("$" + name, .binding(.object(object)), isLet: true)
                }
            }
        case .function(let function):
            guard env.scope.recordDeclaration(function.name) else {
                throw .error("invalid redeclaration of '\(function.name)()'", at: function.nameSpan)
            }
            let local = Function(
                .declared(function, receiver: env.selfVariable?.value, owner: env.typeContext),
                name: function.name, span: decl.span)
            local.capturedScope = env.scope
            env.scope.declare(function.name, .function(local), isLet: true)
        case .type(let type) where index.types[type.name]?.span == type.nameSpan:
            break  // Declared at the file's top level (`SceneParser.hoistable`).
        case .typeAlias(let alias) where index.typeAliases[alias.name] == alias.type:
            break
        case .type, .typeAlias:
            throw .error(
                "a local type with the name of another type is not supported by Flipbook yet; rename it or declare it at the top level",
                at: decl.span)
        case .extension:
            throw .error("declaration is only valid at file scope", at: decl.span)
        case .unsupported(let message):
            throw .error(message, at: decl.span)
        default:
            throw .error("this declaration cannot appear inside a function", at: decl.span)
        }
    }

    /// `do { } catch pattern { }`: a `throw` inside is caught by the first matching clause.
    private func doCatch(_ body: [Stmt], _ catches: [CatchClause], _ env: Env) throws(Interrupt) {
        do {
            try execute(body, env.child())
        } catch .thrown(let error, let span) {
            for clause in catches {
                let inner = env.child()
                if clause.items.isEmpty {
                    inner.scope.declare("error", error, isLet: true)
                    try execute(clause.body, inner)
                    return
                }
                for item in clause.items where try bind(item.pattern, to: error, in: inner.scope, env: inner, isLet: true) {
                    if let whereClause = item.whereClause, try !condition(whereClause, inner) { continue }
                    try execute(clause.body, inner)
                    return
                }
            }
            throw .thrown(error, span)
        }
    }

    /// `switch` as a statement: the first case whose pattern matches runs; `fallthrough`
    /// continues into the next case's body.
    private func switchStatement(_ statement: SwitchStmt, _ env: Env) throws(Interrupt) {
        let subject = try eval(statement.subject, nil, env)
        try checkExhaustive(statement, subject)
        var index = 0
        while index < statement.cases.count {
            let switchCase = statement.cases[index]
            let inner = env.child()
            if try caseMatches(switchCase, subject, inner) {
                var current = index
                while true {
                    let body = statement.cases[current].body
                    if case .fallthrough? = body.last?.kind {
                        try execute(Array(body.dropLast()), inner)
                        current += 1
                        guard current < statement.cases.count else { return }
                        continue
                    }
                    try execute(body, inner)
                    return
                }
            }
            index += 1
        }
        throw .error("no case of the switch matches \(describe(subject))", at: statement.subject.span)
    }

    /// Whether a `case` (or `default`) matches `subject`, binding its names in `env`.
    func caseMatches(_ switchCase: SwitchCase, _ subject: Value, _ env: Env) throws(Interrupt) -> Bool {
        if switchCase.isDefault { return true }
        for item in switchCase.items where try bind(item.pattern, to: subject, in: env.scope, env: env, isLet: true) {
            if let whereClause = item.whereClause, try !condition(whereClause, env) { continue }
            return true
        }
        return false
    }

    /// `if` used as an expression: the value of the branch taken.
    func ifExpression(_ statement: IfStmt, _ hint: TypeValue?, _ env: Env) throws(Interrupt) -> Value {
        let inner = env.child()
        if try conditions(statement.conditions, inner) {
            return try branchValue(statement.then, hint, inner)
        }
        guard let otherwise = statement.otherwise else { return .void }
        return try branchValue(otherwise, hint, env.child())
    }

    /// `switch` used as an expression.
    func switchExpression(_ statement: SwitchStmt, _ hint: TypeValue?, _ env: Env) throws(Interrupt) -> Value {
        let subject = try eval(statement.subject, nil, env)
        try checkExhaustive(statement, subject)
        for switchCase in statement.cases {
            let inner = env.child()
            if try caseMatches(switchCase, subject, inner) {
                return try branchValue(switchCase.body, hint, inner)
            }
        }
        throw .error("no case of the switch matches \(describe(subject))", at: statement.subject.span)
    }

    /// A branch of an `if` or `switch` expression: its statements, the last one's value.
    private func branchValue(_ body: [Stmt], _ hint: TypeValue?, _ env: Env) throws(Interrupt) -> Value {
        guard let last = body.last else { return .void }
        try execute(Array(body.dropLast()), env)
        switch last.kind {
        case .expression(let expr): return try eval(expr, hint, env)
        case .if(let nested): return try ifExpression(nested, hint, env)
        case .switch(let nested): return try switchExpression(nested, hint, env)
        default:
            try execute(last, env)
            return .void
        }
    }
}

extension Interpreter {
    /// The declared return type of the scene function an expression calls (`frames(for:)`,
    /// `model.items()`), when it has one.
    func declaredReturnType(of expression: Expr, _ env: Env) throws(Interrupt) -> TypeValue? {
        guard case .call(let callee, _) = expression.kind else { return nil }
        var owner: TypeInfo?
        var candidates: [FunctionDecl] = []
        switch callee.kind {
        case .identifier(let name):
            var scope = env.typeContext
            while let type = scope, candidates.isEmpty {
                candidates = type.methods(named: name)
                owner = type
                scope = type.parent
            }
            if candidates.isEmpty { candidates = index.functions[name] ?? [] }
        case .member(let base?, let name, _, _):
            guard let receiver = try? peek(base, env), let type = declaredType(of: receiver) else { return nil }
            candidates = type.methods(named: name)
            owner = type
        default:
            return nil
        }
        guard let returned = candidates.compactMap(\.returnType).first else { return nil }
        return try? resolve(returned, Env(scope: globalScope, typeContext: owner))
    }
}
