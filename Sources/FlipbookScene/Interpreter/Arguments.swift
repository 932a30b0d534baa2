import FlipbookModel
import FlipbookSyntax

/// The arguments of one call, evaluated on demand, one at a time, with the type the callee
/// expects of each (so `.red`, `.degrees(45)`, `.top` and integer literals resolve as Swift
/// would). Whatever is left unread is an error. Built-in constructs of the registry read their
/// arguments through it too (`ArgumentReader`).
final class Arguments: ArgumentReader {
    let interpreter: Interpreter
    let arguments: [Argument]
    let env: Env
    let span: SourceSpan
    /// How the call is named in messages (`frame(width:height:)`, `Text`).
    let callee: String
    private var used: [Bool]
    /// The runtime error behind the last `ArgumentError`, when evaluating an argument failed.
    private var failure: Interrupt?
    /// The type the call's result is expected to have, when the context says (`let s: CGSize =
    /// sizes.reduce(.zero) { … }` types the initial value).
    var resultHint: TypeValue?

    init(_ interpreter: Interpreter, _ arguments: [Argument], callee: String, span: SourceSpan, env: Env) {
        self.interpreter = interpreter
        self.arguments = arguments
        self.callee = callee
        self.span = span
        self.env = env
        used = Array(repeating: false, count: arguments.count)
    }

    var remainingLabels: [String?] { arguments.indices.filter { !used[$0] }.map { arguments[$0].label } }

    var isEmpty: Bool { arguments.isEmpty }

    /// Takes the first unused argument labelled `label` (nil: the next unlabelled one).
    func takeArgument(_ label: String?) -> Argument? {
        for index in arguments.indices where !used[index] && arguments[index].label == label {
            used[index] = true
            return arguments[index]
        }
        return nil
    }

    /// Takes the first unused unlabelled argument that is not a trailing closure.
    func takeUnlabelledValue() -> Argument? {
        for index in arguments.indices where !used[index] && arguments[index].label == nil && !arguments[index].isTrailingClosure
        {
            used[index] = true
            return arguments[index]
        }
        return nil
    }

    /// Whether an unlabelled argument other than a trailing closure is left.
    /// Whether a trailing closure is left unread.
    var hasTrailingClosure: Bool { arguments.indices.contains { !used[$0] && arguments[$0].isTrailingClosure } }

    var hasUnlabelledValue: Bool {
        arguments.indices.contains { !used[$0] && arguments[$0].label == nil && !arguments[$0].isTrailingClosure }
    }

    /// Takes a closure argument given as `label:` or as the unlabelled trailing closure.
    /// Whether a closure is given as `label:` or unlabelled (`prefix(while:)` against
    /// `prefix(_:)`), without taking it.
    func hasClosure(_ label: String) -> Bool {
        arguments.indices.contains { index in
            !used[index]
                && (arguments[index].label == label
                    || (arguments[index].label == nil
                        && (arguments[index].isTrailingClosure || Self.isClosure(arguments[index].value))))
        }
    }

    func takeClosureArgument(_ label: String) -> Argument? {
        if let labelled = takeArgument(label) { return labelled }
        for index in arguments.indices where !used[index] && arguments[index].label == nil {
            if arguments[index].isTrailingClosure || Self.isClosure(arguments[index].value) {
                used[index] = true
                return arguments[index]
            }
        }
        // A function passed by reference: `map(\.amount)`, `map(String.init)`, `reduce(0, +)`.
        for index in arguments.indices
        where !used[index] && arguments[index].label == nil
            && Self.isFunctionReference(arguments[index].value)
        {
            used[index] = true
            return arguments[index]
        }
        return nil
    }

    private static func isClosure(_ expr: Expr) -> Bool {
        if case .closure = expr.kind { return true }
        return false
    }

    /// Expressions that name a function rather than compute a value: a key path, an
    /// operator, `Type.init` or `Type.method`, `name(label:)`.
    private static func isFunctionReference(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .keyPath, .functionReference: return true
        case .identifier(let name): return isOperatorName(name)
        case .member(.some(let base), let name, _, _):
            guard case .identifier(let type) = base.kind, let first = type.first else { return false }
            return name == "init" || first.isUppercase
        default: return false
        }
    }

    static func isOperatorName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { "+-*/%<>=!&|^~".contains($0) }
    }

    /// A closure argument's value as a function: key paths read their path, operators apply
    /// themselves to two values.
    private func functionValue(_ argument: Argument) throws(Interrupt) -> Value {
        switch argument.value.kind {
        case .keyPath:
            guard case .keyPath(let path) = try interpreter.eval(argument.value, nil, env) else { break }
            return .function(
                Function(
                    .native(
                        NativeFunction { interpreter, values, span throws(Interrupt) in
                            try interpreter.apply(path, to: values.first ?? .none, at: span)
                        }), name: "keyPath", span: argument.span))
        case .identifier(let op) where Self.isOperatorName(op):
            let env = env
            return .function(
                Function(
                    .native(
                        NativeFunction { interpreter, values, span throws(Interrupt) in
                            guard values.count == 2 else { throw .error("operator '\(op)' takes two values", at: span) }
                            return try interpreter.applyBinary(op, values[0], values[1], at: span, env)
                        }), name: op, span: argument.span))
        default:
            break
        }
        return try interpreter.eval(argument.value, .function, env)
    }

    /// Evaluates the argument `label`, if present.
    func value(_ label: String?, _ hint: TypeValue? = nil) throws(Interrupt) -> Value? {
        guard let argument = takeArgument(label) else { return nil }
        return try interpreter.eval(argument.value, hint, env)
    }

    /// Evaluates the argument `label`, which must be present.
    func required(_ label: String?, _ hint: TypeValue? = nil) throws(Interrupt) -> Value {
        guard let value = try value(label, hint) else { throw missing(label).interrupt(at: span) }
        return value
    }

    func double(_ label: String?) throws(Interrupt) -> Double? {
        guard let argument = takeArgument(label) else { return nil }
        let value = try interpreter.eval(argument.value, .native("Double"), env)
        if value.isNone { return nil }
        guard let number = value.asDouble else {
            throw .error(
                "\(callee): '\(label ?? "_")' must be a number, not \(interpreter.typeName(of: value))", at: argument.span)
        }
        return number
    }

    func requiredDouble(_ label: String?) throws(Interrupt) -> Double {
        guard let number = try double(label) else { throw missing(label).interrupt(at: span) }
        return number
    }

    func int(_ label: String?) throws(Interrupt) -> Int? {
        guard let argument = takeArgument(label) else { return nil }
        let value = try interpreter.eval(argument.value, .native("Int"), env)
        guard case .int(let i) = value else {
            throw .error("\(callee): '\(label ?? "_")' must be an Int, not \(interpreter.typeName(of: value))", at: argument.span)
        }
        return i
    }

    func string(_ label: String?) throws(Interrupt) -> String? {
        guard let argument = takeArgument(label) else { return nil }
        let value = try interpreter.eval(argument.value, .native("String"), env)
        guard case .string(let s) = value else {
            throw .error(
                "\(callee): '\(label ?? "_")' must be a String, not \(interpreter.typeName(of: value))", at: argument.span)
        }
        return s
    }

    func bool(_ label: String?) throws(Interrupt) -> Bool? {
        guard let argument = takeArgument(label) else { return nil }
        let value = try interpreter.eval(argument.value, .native("Bool"), env)
        guard case .bool(let b) = value else {
            throw .error("\(callee): '\(label ?? "_")' must be a Bool, not \(interpreter.typeName(of: value))", at: argument.span)
        }
        return b
    }

    /// A closure argument (`label:` or trailing), as a function value.
    func function(_ label: String, buildsViews: Bool = false) throws(Interrupt) -> Function? {
        guard let argument = takeClosureArgument(label) else { return try namedFunction(buildsViews: buildsViews) }
        let value = try functionValue(argument)
        guard case .function(let function) = value else {
            throw .error("\(callee): '\(label):' must be a closure, not \(interpreter.typeName(of: value))", at: argument.span)
        }
        if buildsViews { function.buildsViews = true }
        return function
    }

    /// A function named by the one unlabelled argument left (`.task(loadArticles)`, a method
    /// of `self`), read without side effects; nil when it names something else.
    private func namedFunction(buildsViews: Bool) throws(Interrupt) -> Function? {
        let unlabelled = arguments.indices.filter { !used[$0] && arguments[$0].label == nil }
        guard unlabelled.count == 1, let index = unlabelled.first else { return nil }
        switch arguments[index].value.kind {
        case .identifier(let name) where !Self.isOperatorName(name): break
        case .member(.some, _, _, _): break
        default: return nil
        }
        guard case .function(let function) = try interpreter.eval(arguments[index].value, nil, env) else { return nil }
        used[index] = true
        if buildsViews { function.buildsViews = true }
        return function
    }

    /// A closure written in the call (labelled `label`, trailing, or a closure literal), never a
    /// reference such as `Color.red`, which an initializer may take as a value instead.
    func closureLiteral(_ label: String) throws(Interrupt) -> Function? {
        let written = arguments.indices.contains { index in
            !used[index]
                && (arguments[index].label == label
                    || (arguments[index].label == nil
                        && (arguments[index].isTrailingClosure || Self.isClosure(arguments[index].value))))
        }
        return written ? try function(label) : nil
    }

    func requiredFunction(_ label: String, buildsViews: Bool = false) throws(Interrupt) -> Function {
        guard let function = try function(label, buildsViews: buildsViews) else {
            throw .error("\(callee) needs a closure ('\(label):' or a trailing closure)", at: span)
        }
        return function
    }

    /// Every remaining argument, evaluated in order.
    func positional(_ hint: TypeValue? = nil) throws(Interrupt) -> [Value] {
        var values: [Value] = []
        for index in arguments.indices where !used[index] {
            used[index] = true
            values.append(try interpreter.eval(arguments[index].value, hint, env))
        }
        return values
    }

    /// Whether the first unread argument labelled `label` is written as a string literal
    /// (`"…"`), without taking it.
    func isStringLiteral(_ label: String?) -> Bool {
        guard let index = arguments.indices.first(where: { !used[$0] && arguments[$0].label == label }) else { return false }
        if case .string = arguments[index].value.kind { return true }
        return false
    }

    /// Takes every argument without evaluating it: a modifier with nothing to draw offline has no
    /// use for them, and implicit members such as `.isButton` have no type to resolve against.
    func ignoreRemaining() {
        for index in arguments.indices { used[index] = true }
    }

    /// Fails on the first argument nobody took.
    func finish() throws(Interrupt) {
        for index in arguments.indices where !used[index] {
            let argument = arguments[index]
            let what = argument.label.map { "argument '\($0):'" } ?? "unlabelled argument"
            throw .error("extra \(what) in call to \(callee)", at: argument.span)
        }
    }

    func missing(_ label: String?) -> ArgumentError {
        ArgumentError("\(callee) is missing " + (label.map { "'\($0):'" } ?? "an argument"))
    }

    /// The span of the argument `label` (the call's when there is none).
    func span(of label: String??) -> SourceSpan {
        guard case .some(let label) = label, let argument = arguments.first(where: { $0.label == label }) else { return span }
        return argument.span
    }

    // MARK: - ArgumentReader

    func warn(_ message: String, at label: String?) {
        interpreter.warn(message, at: span(of: .some(label)))
    }

    func take(_ label: String?, as type: ArgumentType) throws(ArgumentError) -> ArgumentValue? {
        guard let argument = takeArgument(label) else { return nil }
        do {
            var hint = interpreter.hint(for: type)
            // `padding(.nan)`: an `Edge.Set` argument that is a length (`CGFloat.nan`).
            if type == .edgeSet, case .member(nil, let name, _, _) = argument.value.kind,
                !["top", "bottom", "leading", "trailing", "horizontal", "vertical", "all"].contains(name)
            {
                hint = .native("Double")
            }
            let value = try interpreter.eval(argument.value, hint, env)
            return try interpreter.argumentValue(value, as: type, at: argument.span)
        } catch {
            failure = error
            throw ArgumentError("", at: .some(label))
        }
    }

    /// Runs a registry constructor over these arguments, then checks none is left over.
    func construct<T>(_ make: (Arguments) throws(ArgumentError) -> T) throws(Interrupt) -> T {
        let result: T
        do {
            result = try make(self)
        } catch {
            if let failure { throw failure }
            throw .error(error.message, at: span(of: error.label))
        }
        try finish()
        return result
    }
}

extension ArgumentError {
    func interrupt(at span: SourceSpan) -> Interrupt { .error(message, at: span) }
}
