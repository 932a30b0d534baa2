import FlipbookModel
import FlipbookSyntax

/// Array and Bool methods that change the value they are called on.
let mutatingMethodNames: Set<String> = [
    "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "toggle", "shuffle",
    "swapAt", "reverse", "sort",
]

extension Interpreter {
    func call(_ callee: Expr, _ arguments: [Argument], _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        switch callee.kind {
        case .identifier(let name):
            return try callNamed(name, arguments, hint, at: span, &env)
        case .member(nil, let name):
            let type = try typeName(for: hint, member: name, at: callee.span)
            return try staticCall(type, name, arguments, hint, at: span, &env)
        case .member(.some(let base), let name):
            if case .identifier("self") = base.kind, let owner = env.owner, owner.value == nil,
                let method = method(named: name, in: owner.typeName)
            {
                return try callFunction(method, arguments, owner: owner, at: span, &env)
            }
            if mutatingMethodNames.contains(name), isAssignable(base, env) {
                return try mutatingCall(base, name, arguments, at: span, &env)
            }
            // `.easeIn(duration: 1).delay(2)`: the chain's root takes its type from the context.
            let baseValue = try eval(base, base.isImplicitMemberChain ? hint : .any, &env)
            if case .type(let type) = baseValue {
                return try staticCall(type, name, arguments, hint, at: span, &env)
            }
            return try methodCall(on: baseValue, name, arguments, hint, at: span, &env)
        default:
            let value = try eval(callee, .any, &env)
            guard case .closure(let closure) = value else {
                throw RuntimeError("a value of type \(value.typeName) cannot be called", at: callee.span)
            }
            return try callClosure(closure, positionalArguments(arguments, &env), hint: hint, at: span)
        }
    }

    private func callNamed(_ name: String, _ arguments: [Argument], _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        if let binding = env.scope.lookup(name) {
            guard case .closure(let closure) = binding.value else {
                throw RuntimeError("'\(name)' is a \(binding.value.typeName), not a function", at: span)
            }
            return try callClosure(closure, positionalArguments(arguments, &env), hint: hint, at: span)
        }
        if let owner = env.owner, let method = method(named: name, in: owner.typeName) {
            return try callFunction(method, arguments, owner: owner, at: span, &env)
        }
        if let function = index.functions[name] {
            return try callFunction(function, arguments, owner: nil, at: span, &env)
        }
        if let type = index.resolveType(name, from: env.owner?.typeName) {
            return try construct(type, arguments, at: span, &env)
        }
        if let value = try builtinFunction(name, arguments, hint, at: span, &env) { return value }
        if let value = try builtinConstructor(name, arguments, hint, at: span, &env) { return value }
        throw RuntimeError("cannot find '\(name)' in scope (not a view, function or type Flipbook knows)", at: span)
    }

    func positionalArguments(_ arguments: [Argument], _ env: inout Env) throws(RuntimeError) -> [Value] {
        var values: [Value] = []
        for argument in arguments { values.append(try eval(argument.value, .any, &env)) }
        return values
    }

    /// Calls a function or method declared in the scene.
    func callFunction(_ function: FunctionDecl, _ arguments: [Argument], owner: SelfContext?, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        if function.isAsync {
            throw RuntimeError("async functions are not supported; put the awaits in the .task body", at: function.span)
        }
        var args = CallArguments(arguments, callee: "\(function.name)(…)", span: span)
        var callee = Env(owner: owner)
        callee.scope.push()
        for parameter in function.parameters {
            let hint = hint(for: parameter.type, context: owner?.typeName)
            if let argument = args.take(parameter.label) {
                callee.scope.declare(parameter.name, try eval(argument.value, hint, &env), isLet: true)
            } else if let defaultValue = parameter.defaultValue {
                callee.scope.declare(parameter.name, try eval(defaultValue, hint, &callee), isLet: true)
            } else {
                throw RuntimeError("missing argument '\(parameter.label ?? "_")' in call to \(function.name)", at: span)
            }
        }
        try args.finish()
        let returnHint = hint(for: function.returnType, context: owner?.typeName)
        return try runBody(function.body, hint: returnHint, isViewBuilder: function.isViewBuilder, at: function.span, &callee)
    }

    /// A static method, an initializer, or a static factory (`Animation.easeIn(duration:)`).
    func staticCall(_ type: String, _ name: String, _ arguments: [Argument], _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        if index.isType(type) {
            if name == "init" { return try construct(type, arguments, at: span, &env) }
            let statics = members(of: type).compactMap { member -> FunctionDecl? in
                if case .method(let f) = member, f.isStatic, f.name == name { return f }
                return nil
            }
            if let function = statics.first {
                return try callFunction(function, arguments, owner: SelfContext(typeName: type, fields: [:]), at: span, &env)
            }
            throw RuntimeError("type '\(type)' has no static method '\(name)'", at: span)
        }
        if name == "init", let value = try builtinConstructor(type, arguments, hint, at: span, &env) {
            return value
        }
        if let value = try builtinStaticCall(type, name, arguments, hint, at: span, &env) { return value }
        throw RuntimeError("'\(type).\(name)(…)' is not supported", at: span)
    }
}
