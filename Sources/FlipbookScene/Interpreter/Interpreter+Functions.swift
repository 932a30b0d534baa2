import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Calls one of the overloads `functions` that accepts the arguments' labels.
    func callDeclared(
        _ functions: [FunctionDecl], receiver: Value?, owner: TypeInfo?, _ arguments: [Argument],
        _ hint: TypeValue?, name: String, at span: SourceSpan, _ env: Env, captured: Scope? = nil
    ) throws(Interrupt) -> Value {
        var copy = receiver ?? .void
        return try callDeclared(
            functions, receiver: &copy, owner: owner, arguments, hint, name: name, at: span, env,
            hasReceiver: receiver != nil, captured: captured)
    }

    func callDeclared(
        _ functions: [FunctionDecl], receiver: inout Value, owner: TypeInfo?, _ arguments: [Argument],
        _ hint: TypeValue?, name: String, at span: SourceSpan, _ env: Env, hasReceiver: Bool = true,
        captured: Scope? = nil
    ) throws(Interrupt) -> Value {
        guard let function = pickOverload(functions, arguments, env) else {
            let labels = arguments.filter { !$0.isTrailingClosure }.map { ($0.label ?? "_") + ":" }.joined()
            throw .error("no '\(name)' accepts the arguments (\(labels))", at: span)
        }
        guard let body = function.body else {
            // A requirement: the implementation a protocol extension gives conforming types.
            let labels = function.parameters.map(\.label)
            for table in extensionTypes(of: receiver) {
                let implementations = table.methods(named: name).filter {
                    $0.body != nil && $0.parameters.map(\.label) == labels
                }
                if !implementations.isEmpty {
                    return try callDeclared(
                        implementations, receiver: &receiver, owner: table, arguments, hint, name: name, at: span, env,
                        hasReceiver: hasReceiver, captured: captured)
                }
            }
            throw .error("'\(name)' is a protocol requirement without an implementation", at: span)
        }
        // A nested function sees the variables of the function it is declared in.
        // In a protocol extension, `Self` is the conforming type.
        let context = Self.declaringClass(
            of: function, from: owner.flatMap { $0.kind == .protocol ? nil : $0 } ?? declaredType(of: receiver) ?? owner)
        let callee = Env(scope: (captured ?? globalScope).child(), typeContext: context, isAsync: function.isAsync)
        let selfVariable = Variable(receiver, isLet: !function.isMutating)
        // A local function uses the `self` of the function it is written in, as a closure does:
        // in an initializer or a mutating method it changes that `self`.
        if hasReceiver, captured?.lookup("self") == nil { callee.scope.declare("self", variable: selfVariable) }
        let inoutTargets = try bind(
            function.parameters, arguments, into: callee, callerEnv: env, name: name,
            genericParameters: function.genericParameters, at: span)
        bindGenericParameters(function, returnHint: hint, callee)
        let returnHint = try function.returnType.map { ref throws(Interrupt) in try resolve(ref, callee) }
        let isViewBuilder = function.isViewBuilder || Self.isImplicitViewBuilder(function.name, owner: owner)
        let builder = resultBuilder(named: function.attributeNames)
        let result: Value
        // A warning the prelude's Swift gives (`URLSession` works offline) is shown at the
        // scene's call.
        defer {
            if !preludeWarnings.isEmpty, !Self.isPrelude(span) {
                for message in preludeWarnings { warn(message, at: span) }
                preludeWarnings = []
            }
        }
        do {
            result = try enter(at: span) { () throws(Interrupt) in
                try runBody(
                    body, hint: returnHint, buildsViews: isViewBuilder, resultBuilder: builder, at: function.nameSpan, callee)
            }
        } catch .error(var error) where Self.isPrelude(error.span) && !Self.isPrelude(span) {
            // An error in the prelude's Swift is the scene's call's: it is shown at that call.
            error.span = span
            throw .error(error)
        }
        if hasReceiver, function.isMutating { receiver = selfVariable.value }
        for (parameter, target) in inoutTargets where !Self.isProjection(target) {
            if let variable = callee.scope.lookup(parameter) { try assign(target, variable.value, at: target.span, env) }
        }
        // `@ViewBuilder func image() -> Image { … }`: the builder's one view is that view
        // (`buildBlock(_:)` returns it), which an `extension Image` method then takes.
        if isViewBuilder, case .view(.block(let items)) = result, items.count == 1,
            case .native(let name)? = returnHint?.unwrapped, name == "Image" || name == "Text"
        {
            return .view(items[0])
        }
        return result
    }

    /// `&$title` (Combine's `assign(to:)`): a projected value, a reference the callee uses and
    /// nothing to write back to.
    static func isProjection(_ target: Expr) -> Bool {
        switch target.kind {
        case .identifier(let name): name.count > 1 && name.hasPrefix("$")
        case .member(_, let name, _, _): name.count > 1 && name.hasPrefix("$")
        default: false
        }
    }

    /// A generic parameter that the call decides, declared in the body as its type, so that
    /// `T.self` names it: from the context of the call when the function returns `T`
    /// (`let animals: [Animal] = Bundle.main.decode("animals.json")`), or from a `T.Type`
    /// argument (`load(Animal.self)`).
    private func bindGenericParameters(_ function: FunctionDecl, returnHint: TypeValue?, _ callee: Env) {
        guard !function.genericParameters.isEmpty else { return }
        for generic in function.genericParameters where callee.scope.lookup(generic.name) == nil {
            if case .named(let components)? = function.returnType?.kind, components.count == 1,
                components[0].name == generic.name, components[0].genericArguments.isEmpty, let returnHint,
                !isOpaque(returnHint.unwrapped)
            {
                callee.scope.declare(generic.name, .type(returnHint), isLet: true)
                continue
            }
            // `let items: [Item] = try context.fetch(descriptor)`, for a function returning `[T]`.
            if case .array(.named(let components))? = function.returnType?.kind, components.count == 1,
                components[0].name == generic.name, case .array(let element)? = returnHint?.unwrapped,
                !isOpaque(element.unwrapped)
            {
                callee.scope.declare(generic.name, .type(element), isLet: true)
                continue
            }
            for parameter in function.parameters {
                guard case .metatype(let inner)? = parameter.type?.kind, inner.simpleName == generic.name,
                    case .type(let given)? = callee.scope.lookup(parameter.name)?.value
                else { continue }
                callee.scope.declare(generic.name, .type(given), isLet: true)
                break
            }
        }
        // Decided or not, each is a type the body may name (`[T]()`).
        for generic in function.genericParameters {
            callee.scope.declare(Self.genericParameterKey(generic.name), .void, isLet: true)
        }
    }

    /// The name under which a function's body knows `name` is one of its generic parameters:
    /// one no Swift code can write.
    static func genericParameterKey(_ name: String) -> String { "‹generic›" + name }

    static func isPrelude(_ span: SourceSpan) -> Bool { span.file.hasPrefix("<prelude") }

    /// The overload that takes the arguments (see `bestOverload`); else the first, whose call
    /// then reports what does not fit.
    func pickOverload(_ functions: [FunctionDecl], _ arguments: [Argument], _ env: Env) -> FunctionDecl? {
        if functions.count == 1 { return functions[0] }
        return bestOverload(functions, parameters: \.parameters, arguments, env) ?? functions.first
    }

    /// Whether arguments with these labels can bind to `parameters`.
    func matches(_ parameters: [Parameter], _ arguments: [Argument]) -> Bool {
        var remaining = arguments[...]
        let labelled = Self.labelledTrailingClosures(arguments)
        for (index, parameter) in parameters.enumerated() {
            if let next = remaining.first, argumentFits(next, parameters, at: index, labelledLater: labelled) {
                remaining = remaining.dropFirst()
                if parameter.isVariadic {
                    while let more = remaining.first, more.label == nil, !more.isTrailingClosure {
                        remaining = remaining.dropFirst()
                    }
                }
            } else if parameter.defaultValue == nil && !parameter.isVariadic {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// Whether `argument` can go to the parameter at `index` by its label. An unlabelled trailing
    /// closure goes to a function-typed parameter (`takesTrailingClosure`), or to an unlabelled
    /// one unless that has a default and a later parameter takes the closure:
    /// `func tap(_ animation: Animation? = .bouncy, _ haptic: Bool = true, _ action: () -> Void)`
    /// called `tap { … }` gives the closure to `action`.
    func argumentFits(
        _ argument: Argument, _ parameters: [Parameter], at index: Int, labelledLater: Set<String> = []
    ) -> Bool {
        guard argument.isTrailingClosure, argument.label == nil else { return argument.label == parameters[index].label }
        if takesTrailingClosure(parameters, at: index, labelledLater: labelledLater) { return true }
        guard parameters[index].label == nil else { return false }
        return parameters[index].defaultValue == nil
            || !parameters.indices.dropFirst(index + 1).contains {
                takesTrailingClosure(parameters, at: $0, labelledLater: labelledLater)
            }
    }

    /// Whether an unlabelled trailing closure goes to the parameter at `index`: a function
    /// type, unless it has a default and a later function-typed parameter needs the closure
    /// (Swift's forward scan: `Stepper(value:step:onEditingChanged:label:) { … }` is the label).
    /// A later parameter a labelled trailing closure fills (`labelledLater`) needs none:
    /// `.popView(isPresented:) { dismissed } content: { … }` gives the first to `onDismiss`.
    func takesTrailingClosure(_ parameters: [Parameter], at index: Int, labelledLater: Set<String> = []) -> Bool {
        let parameter = parameters[index]
        guard isFunctionType(parameter.type) else { return false }
        guard parameter.defaultValue != nil else { return true }
        return !parameters[(index + 1)...].contains {
            $0.defaultValue == nil && !$0.isVariadic && isFunctionType($0.type) && !labelledLater.contains($0.label ?? "_")
        }
    }

    /// The labels of a call's labelled trailing closures (`} content: { … }`).
    static func labelledTrailingClosures(_ arguments: [Argument]) -> Set<String> {
        Set(arguments.filter(\.isTrailingClosure).compactMap(\.label))
    }

    /// Binds call arguments to parameters in `callee`'s scope: by label, in order, with
    /// defaults, variadics, and trailing closures matching the next function-typed parameter.
    /// - Returns: the `inout` parameters and the caller's expressions they write back to.
    @discardableResult
    func bind(
        _ parameters: [Parameter], _ arguments: [Argument], into callee: Env, callerEnv: Env, name: String,
        genericParameters: [GenericParameter] = [], at span: SourceSpan
    ) throws(Interrupt) -> [(String, Expr)] {
        var cursor = 0
        let labelled = Self.labelledTrailingClosures(arguments)
        var inoutTargets: [(String, Expr)] = []
        // A generic parameter's integer literals, and the generic parameters other arguments
        // make floating-point (`Box(initialValue: 0, targets: [10.0, 30.0])`).
        let generics = Set(genericParameters.map(\.name) + (callee.typeContext?.genericParameters ?? []))
        var literalInts: [(parameter: String, generic: String)] = []
        var floatingGenerics: Set<String> = []
        for (index, parameter) in parameters.enumerated() {
            let hint = try parameter.type.map { ref throws(Interrupt) in try resolve(ref, callee) }
            var values: [Value] = []
            var matched = false
            while cursor < arguments.count {
                let argument = arguments[cursor]
                let labelMatches = argumentFits(argument, parameters, at: index, labelledLater: labelled)
                guard labelMatches || (matched && parameter.isVariadic && argument.label == nil && !argument.isTrailingClosure)
                else { break }
                var value: Value
                if parameter.attributes.contains("autoclosure") {
                    // `_ condition: @autoclosure () -> Bool`: the argument runs when the callee
                    // calls it, in the caller's scope, each time.
                    let closure = ClosureExpr(parameters: [], body: [Stmt(.return(argument.value), span: argument.span)])
                    let function = Function(
                        .closure(closure, scope: callerEnv.scope, typeContext: callerEnv.typeContext), name: parameter.name,
                        span: argument.span)
                    function.resultHint = closureResultHint(parameter.type, callee)
                    value = .function(function)
                } else {
                    value = try eval(argument.value, hint, callerEnv)
                }
                if case .binding = value, case .named(let components)? = parameter.type?.kind,
                    let last = components.last, last.name == "Binding", let element = last.genericArguments.first
                {
                    value = try resolvingConstantBinding(value, as: try resolve(element, callee, span: argument.span))
                }
                if case .function(let function) = value, parameter.attributes.contains("ViewBuilder") {
                    function.buildsViews = true
                    value = .function(function)
                } else if case .function(let function) = value, let builder = resultBuilder(named: parameter.attributes) {
                    if case .closure = function.body {
                        function.resultBuilder = builder
                    } else {
                        value = .function(builtFromResult(of: function, with: builder))
                    }
                } else if let unknown = parameter.attributes.first(where: isUnknownResultBuilder) {
                    // Run as a plain closure, its statements would build nothing: the file that
                    // declares the builder is missing, as swiftc would say.
                    throw .error("unknown attribute '\(unknown)'", at: parameter.span)
                }
                if case .function(let function) = value, case .closure = argument.value.kind {
                    function.resultHint = closureResultHint(parameter.type, callee)
                    function.parameterHints = closureParameterHints(parameter.type, callee)
                } else {
                    value = withSignature(value, of: parameter.type, callee)
                }
                if !genericParameters.contains(where: { $0.name == parameter.type?.kind.simpleName }) {
                    try checkWrittenType(parameter.type, holding: value, hint: hint, callee)
                }
                values.append(try conform(value, to: hint, at: argument.span))
                if !generics.isEmpty, !parameter.isVariadic, let kind = parameter.type?.kind {
                    if let generic = kind.simpleName, generics.contains(generic) {
                        if case .int = value, Self.isIntegerLiteral(argument.value) { literalInts.append((parameter.name, generic)) }
                        if case .double = value { floatingGenerics.insert(generic) }
                    } else if case .array(let element) = kind, let generic = element.simpleName, generics.contains(generic),
                        case .array(let items) = value, case .double? = items.first
                    {
                        floatingGenerics.insert(generic)
                    }
                }
                if parameter.isInout, case .inOut(let target) = argument.value.kind {
                    inoutTargets.append((parameter.name, target))
                }
                cursor += 1
                matched = true
                if !parameter.isVariadic { break }
            }
            if parameter.isVariadic {
                callee.scope.declare(parameter.name, .array(values), isLet: !parameter.isInout)
            } else if let value = values.first {
                callee.scope.declare(parameter.name, value, isLet: !parameter.isInout, type: hint)
            } else if let defaultValue = parameter.defaultValue {
                let value = try conform(try eval(defaultValue, hint, callee), to: hint, at: defaultValue.span)
                callee.scope.declare(parameter.name, value, isLet: true)
            } else {
                throw .error(
                    "missing argument for parameter '\(parameter.label ?? parameter.name)' in call to '\(name)'", at: span)
            }
        }
        if cursor < arguments.count {
            let extra = arguments[cursor]
            throw .error("extra argument \(extra.label.map { "'\($0):'" } ?? "") in call to '\(name)'", at: extra.span)
        }
        for (parameter, generic) in literalInts where floatingGenerics.contains(generic) {
            if let variable = callee.scope.lookup(parameter), case .int(let number) = variable.value {
                variable.value = .double(Double(number))
            }
        }
        return inoutTargets
    }

    /// The result type of a function-typed parameter (`(Phase) -> Animation?`), which a closure
    /// passed to it returns: its implicit members (`.linear(duration: 1).speed(2)`) resolve to
    /// it, as Swift infers a closure's result from the parameter. Opaque and generic results
    /// give no hint.
    private func closureResultHint(_ type: TypeRef?, _ env: Env) -> TypeValue? {
        guard var kind = type?.kind else { return nil }
        if case .optional(let inner) = kind { kind = inner }
        guard case .function(_, _, _, let result) = kind, let resolved = try? resolve(TypeRef(result, span: type!.span), env)
        else { return nil }
        if isOpaque(resolved.unwrapped) { return nil }
        return resolved
    }

    /// The parameter types of a function-typed parameter (`(Result<[Item], Error>) -> Void`).
    private func closureParameterHints(_ type: TypeRef?, _ env: Env) -> [TypeValue?] {
        guard var kind = type?.kind else { return [] }
        if case .optional(let inner) = kind { kind = inner }
        guard case .function(let parameters, _, _, _) = kind else { return [] }
        return parameters.map { parameter in
            guard let resolved = try? resolve(TypeRef(parameter, span: type!.span), env), !isOpaque(resolved.unwrapped) else {
                return nil
            }
            return resolved
        }
    }

    /// A function value kept where a function type is written (`let divide: (Double, Double) ->
    /// Double = /`, a stored property, a parameter) takes that type's parameter and result types,
    /// so that `divide(12, 3)` passes Doubles as Swift types them. A function that already has
    /// them keeps its own.
    func withSignature(_ value: Value, of type: TypeRef?, _ env: Env) -> Value {
        guard case .function(let function) = value, function.parameterHints.isEmpty, isFunctionType(type) else {
            return value
        }
        function.parameterHints = closureParameterHints(type, env)
        if function.resultHint == nil { function.resultHint = closureResultHint(type, env) }
        return value
    }

    /// Whether a written parameter type is a function type (`() -> V`, `(@escaping (Int) -> Void)?`).
    func isFunctionType(_ type: TypeRef?) -> Bool {
        guard var kind = type?.kind else { return false }
        if case .optional(let inner) = kind { kind = inner }
        if case .function = kind { return true }
        return false
    }

    /// Calls a function value with call-site arguments (closures take them positionally).
    private static func isInOut(_ expression: Expr) -> Bool {
        if case .inOut = expression.kind { return true }
        return false
    }

    func callFunction(
        _ function: Function, _ arguments: [Argument], _ hint: TypeValue?, at span: SourceSpan,
        _ env: Env
    ) throws(Interrupt) -> Value {
        switch function.body {
        case .declared(let decl, let receiver, let owner):
            // A method used as a value (`_makeBody = style.makeBody`) has no argument labels:
            // `_makeBody(configuration)` passes every parameter in order.
            var arguments = arguments
            var callerEnv = env
            // `.map(mapAllCoins)` over a publisher of pairs: a function of two parameters given
            // one tuple of two takes its elements, as Swift lets a function reference do.
            if arguments.count == 1, arguments[0].label == nil, decl.parameters.count > 1,
                !Self.isInOut(arguments[0].value)
            {
                let value = try eval(arguments[0].value, nil, env)
                if case .tuple(let elements, _) = value, elements.count == decl.parameters.count {
                    return try callFunction(function, elements, at: span, hint: hint)
                }
                // Evaluated once: the value goes on to the call as it is.
                let (literal, scope) = literalArguments([value], env)
                (arguments, callerEnv) = (literal, Env(scope: scope, typeContext: env.typeContext))
            }
            if arguments.count == decl.parameters.count, arguments.allSatisfy({ $0.label == nil }) {
                for index in arguments.indices { arguments[index].label = decl.parameters[index].label }
            }
            return try callDeclared(
                [decl], receiver: receiver, owner: owner, arguments, hint, name: function.name, at: span, callerEnv,
                captured: function.capturedScope)
        case .initializer(let type):
            // `facilities.map(Facility.init)`: an initializer passed by name takes its arguments
            // in order, as the one initializer of that many parameters labels them.
            var arguments = arguments
            if case .declared(let info) = type, arguments.allSatisfy({ $0.label == nil }),
                let labels = Self.initializerLabels(of: info, count: arguments.count)
            {
                for index in arguments.indices { arguments[index].label = labels[index] }
            }
            return try construct(type, arguments, hint, at: span, env)
        case .enumCase(let info, let name):
            return try constructEnumCase(info, name, arguments, at: span, env)
        case .closure, .native:
            var values: [Value] = []
            var inoutTargets: [(position: Int, target: Expr)] = []
            for (position, argument) in arguments.enumerated() {
                if case .inOut(let target) = argument.value.kind { inoutTargets.append((position, target)) }
                let hint = position < function.parameterHints.count ? function.parameterHints[position] : nil
                values.append(try eval(argument.value, hint, env))
            }
            guard case .closure(let closure, _, _) = function.body, !inoutTargets.isEmpty else {
                return try callFunction(function, values, at: span)
            }
            // `body(value, &state, &transaction)`: the closure's parameters are variables, and
            // what it leaves in them is written back, as Swift's `inout` does.
            let scope = Scope(parent: nil)
            let result = try callFunction(function, values, at: span, inoutScope: scope)
            for (position, target) in inoutTargets {
                let name = closure.parameters.map { position < $0.count ? $0[position].name : "_" } ?? "$\(position)"
                guard name != "_", let variable = scope.lookup(name) else { continue }
                let value = variable.value
                try modify(target, at: span, env) { current throws(Interrupt) in current = value }
            }
            return result
        }
    }

    /// Calls a function value with evaluated positional arguments.
    /// - Parameter inoutScope: given, it receives the closure's parameters as variables (for
    ///   `inout` arguments, which the caller writes back).
    func callFunction(
        _ function: Function, _ values: [Value], at span: SourceSpan, hint: TypeValue? = nil,
        inoutScope: Scope? = nil
    ) throws(Interrupt) -> Value {
        switch function.body {
        case .closure(let closure, let captured, let typeContext):
            let scope = captured.child()
            try bindClosureParameters(closure, values, scope, isLet: inoutScope == nil, typeContext: typeContext, at: span)
            if let inoutScope {
                for parameter in closure.parameters ?? [] where parameter.name != "_" {
                    if let variable = scope.lookup(parameter.name) { inoutScope.declare(parameter.name, variable: variable) }
                }
                for position in values.indices where closure.parameters == nil {
                    if let variable = scope.lookup("$\(position)") { inoutScope.declare("$\(position)", variable: variable) }
                }
            }
            let env = Env(scope: scope, typeContext: typeContext, isAsync: closure.isAsync)
            let returnHint =
                try closure.returnType.map { ref throws(Interrupt) in try resolve(ref, env) } ?? hint ?? function.resultHint
            return try enter(at: span) { () throws(Interrupt) in
                try runBody(
                    closure.body, hint: returnHint, buildsViews: function.buildsViews,
                    resultBuilder: function.resultBuilder, at: function.span, env)
            }
        case .native(let native):
            // A step, as a closure's body takes: `reduce(0, +)` over a long range costs what
            // `reduce(0) { $0 + $1 }` does.
            try step(span)
            return try native.run(self, values, span)
        case .declared, .initializer, .enumCase:
            let (arguments, scope) = literalArguments(values, Env(scope: globalScope))
            return try callFunction(function, arguments, hint, at: span, Env(scope: scope))
        }
    }

    /// The type written for a closure's parameter (`{ (items: inout [Item], n: Int) in … }`),
    /// when it names one Flipbook resolves.
    func closureParameterType(_ parameter: Parameter, _ env: Env) -> TypeValue? {
        guard let written = parameter.type else { return nil }
        return try? resolve(written, env)
    }

    /// Binds a closure's parameters (named, or `$0`, `$1`…); a tuple argument spreads over
    /// several parameters, as Swift allows for `for (a, b)`-like closures.
    private func bindClosureParameters(
        _ closure: ClosureExpr, _ values: [Value], _ scope: Scope, isLet: Bool = true, typeContext: TypeInfo?,
        at span: SourceSpan
    ) throws(Interrupt) {
        guard let parameters = closure.parameters else {
            for (position, value) in values.enumerated() { scope.declare("$\(position)", value, isLet: isLet) }
            // A tuple argument (`zip(a, b).map { $0 + $1 }`) spreads over `$0`, `$1`… when the
            // body uses more than `$0`; otherwise `$0` is the tuple (`$0.offset`).
            if values.count == 1, case .tuple(let items, _) = values[0] {
                for (position, item) in items.enumerated() { scope.declare("$\(position)", item, isLet: true) }
                if ClosureScan.usesDollarArguments(closure.body) < 2 { scope.declare("$0", values[0], isLet: true) }
            }
            return
        }
        if parameters.count > 1, values.count == 1, case .tuple(let items, _) = values[0], items.count == parameters.count {
            for (parameter, value) in zip(parameters, items) { scope.declare(parameter.name, value, isLet: true) }
            return
        }
        guard parameters.count == values.count else {
            throw .error("this closure takes \(parameters.count) parameter(s) but is called with \(values.count)", at: span)
        }
        for (parameter, value) in zip(parameters, values) {
            scope.declare(
                parameter.name, value, isLet: isLet,
                type: closureParameterType(parameter, Env(scope: scope, typeContext: typeContext)))
            // `{ $item in … }` over bindings: `item` is the bound value, read and written
            // through the binding (`ForEach($items) { $item in … item.done = true }`).
            if parameter.name.hasPrefix("$"), parameter.name.count > 1, case .binding(let binding) = value {
                let bound = Variable(try read(binding, at: span), isLet: false)
                bound.binding = binding
                scope.declare(String(parameter.name.dropFirst()), variable: bound)
            }
        }
    }

    /// A closure value capturing the current scope (by reference) and `self`.
    /// A closure over `env`. Captures written with a value (`[count = self.count]`) are
    /// evaluated now, as Swift does, into a scope of their own.
    func makeClosure(_ closure: ClosureExpr, _ hint: TypeValue?, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Function {
        var scope = env.scope
        if !closure.captureInitializers.isEmpty {
            scope = env.scope.child()
            for (name, initializer) in closure.captureInitializers.sorted(by: { $0.key < $1.key }) {
                scope.declare(name, try eval(initializer, nil, env), isLet: true)
            }
        }
        return Function(.closure(closure, scope: scope, typeContext: env.typeContext), name: "closure", span: span)
    }

    /// Runs statements as a function body: the value of `return`, the single expression of a
    /// one-expression body, or (for a view builder) the views its statements build.
    func runBody(
        _ body: [Stmt], hint: TypeValue?, buildsViews: Bool, resultBuilder: TypeInfo? = nil, at span: SourceSpan,
        _ env: Env
    ) throws(Interrupt) -> Value {
        let hasReturn = Stmt.containReturn(body)
        if buildsViews { return .view(try viewBody(body, at: span, env)) }
        if let resultBuilder, !hasReturn {
            return try buildResult(body, with: resultBuilder, at: span, env)
        }
        if body.count == 1, let expr = Self.singleExpression(body[0]) {
            do {
                return try conformedResult(try eval(expr, hint, env), to: hint, at: span)
            } catch .returned(let value) {
                return try conformedResult(value, to: hint, at: span)
            }
        }
        var bodyEnv = env
        bodyEnv.returnHint = hint
        do {
            try execute(body, bodyEnv)
        } catch .returned(let value) {
            return try conformedResult(value, to: hint, at: span)
        }
        return .void
    }

    /// A returned tuple, or array of tuples, is conformed to the declared result: made
    /// without labels, it takes the declared ones (`var pairs: [(name: String, color: Color)]`
    /// returning a `[(String, Color)]` gives `\.name` its element).
    private func conformedResult(_ value: Value, to type: TypeValue?, at span: SourceSpan) throws(Interrupt) -> Value {
        switch value {
        case .tuple: return try conform(value, to: type, at: span)
        case .array(let items) where items.contains(where: { if case .tuple = $0 { true } else { false } }):
            return try conform(value, to: type, at: span)
        default: return value
        }
    }

    /// The labels of the one initializer of `info` with `count` parameters (its own, else the
    /// memberwise one, whose parameters are the stored properties a call may set); nil when
    /// none or several have that many.
    static func initializerLabels(of info: TypeInfo, count: Int) -> [String?]? {
        if info.declaresInitializers {
            let matching = info.initializers.filter { $0.parameters.count == count }
            return matching.count == 1 ? matching[0].parameters.map(\.label) : nil
        }
        guard info.kind == .struct else { return nil }
        let settable = info.storedProperties.filter { !($0.isLet && $0.initializer != nil) }
        return settable.count == count ? settable.map(\.name) : nil
    }

    /// Counts call depth around `body`: recursion is bounded, not left to overflow the stack.
    func enter<T>(at span: SourceSpan, _ body: () throws(Interrupt) -> T) throws(Interrupt) -> T {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Interpreter.maximumCallDepth else {
            throw .error("calls nest more than \(Interpreter.maximumCallDepth) deep (endless recursion?)", at: span)
        }
        return try body()
    }

    /// Requirements SwiftUI declares `@ViewBuilder`: a `ViewModifier`'s and a `Transition`'s
    /// `body`, a style's `makeBody`.
    static func isImplicitViewBuilder(_ name: String, owner: TypeInfo?) -> Bool {
        guard let owner else { return false }
        switch name {
        case "body":
            return owner.conforms(to: "ViewModifier") || owner.conforms(to: "Transition")
                || owner.conforms(to: "AnimatableModifier") || owner.conforms(to: "View")
        case "makeBody":
            return owner.conforms(to: "ButtonStyle") || owner.conforms(to: "PrimitiveButtonStyle")
                || owner.conforms(to: "ToggleStyle") || owner.conforms(to: "LabelStyle")
        default: return false
        }
    }
}

extension Interpreter {
    /// The expression a one-statement body returns: an expression statement, or an `if` or
    /// `switch` whose branches are single expressions (Swift 5.9's if/switch expressions).
    static func singleExpression(_ statement: Stmt) -> Expr? {
        switch statement.kind {
        case .expression(let expr):
            return expr
        case .if(let ifStmt) where isExpressionShaped(ifStmt):
            return Expr(.if(ifStmt), span: statement.span)
        case .switch(let switchStmt) where switchStmt.cases.allSatisfy({ $0.body.count == 1 && isValueStatement($0.body[0]) }):
            return Expr(.switch(switchStmt), span: statement.span)
        default:
            return nil
        }
    }

    private static func isExpressionShaped(_ statement: IfStmt) -> Bool {
        guard statement.then.count == 1, isValueStatement(statement.then[0]), let otherwise = statement.otherwise,
            otherwise.count == 1
        else { return false }
        if case .if(let nested) = otherwise[0].kind { return isExpressionShaped(nested) }
        return isValueStatement(otherwise[0])
    }

    private static func isValueStatement(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .expression(let expr):
            if case .assignment = expr.kind { return false }
            return true
        case .throw: return true
        default: return false
        }
    }

    /// An inherited method runs in the class that declares it, where `super` is that class's
    /// superclass: `C().f()` with `f` written in `B` calls `super.f()` in `A`, not `B` again.
    static func declaringClass(of function: FunctionDecl, from type: TypeInfo?) -> TypeInfo? {
        guard let type, type.kind == .class, type.superclass != nil else { return type }
        return type.selfAndSuperclasses.first { candidate in
            candidate.methods[function.name]?.contains { $0.nameSpan == function.nameSpan } == true
        } ?? type
    }
}
