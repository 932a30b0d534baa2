import FlipbookModel
import FlipbookSyntax

/// The arguments of one call, taken one by one by label; whatever is left over is an error.
struct CallArguments {
    let arguments: [Argument]
    let span: SourceSpan
    /// How the call is named in messages (`frame(width:height:)`, `Text`).
    let callee: String
    private var used: [Bool]

    init(_ arguments: [Argument], callee: String, span: SourceSpan) {
        self.arguments = arguments
        self.callee = callee
        self.span = span
        self.used = Array(repeating: false, count: arguments.count)
    }

    /// Takes the first unused argument with `label` (nil: the next unlabelled one).
    mutating func take(_ label: String?) -> Argument? {
        for index in arguments.indices where !used[index] && arguments[index].label == label {
            used[index] = true
            return arguments[index]
        }
        return nil
    }

    /// Takes a closure argument given as `label:` or as the unlabelled trailing closure.
    mutating func takeClosure(_ label: String) -> Argument? {
        if let labelled = take(label) { return labelled }
        for index in arguments.indices where !used[index] && arguments[index].label == nil {
            if case .closure = arguments[index].value.kind {
                used[index] = true
                return arguments[index]
            }
        }
        return nil
    }

    var isEmpty: Bool { arguments.isEmpty }
    var labels: [String?] { arguments.map(\.label) }

    func isUsed(_ index: Int) -> Bool { used[index] }

    /// Fails on the first argument nobody took.
    func finish() throws(RuntimeError) {
        for index in arguments.indices where !used[index] {
            let argument = arguments[index]
            let what = argument.label.map { "argument '\($0):'" } ?? "unlabelled argument"
            throw RuntimeError("extra \(what) in call to \(callee)", at: argument.span)
        }
    }
}

extension Interpreter {
    /// Evaluates the argument `label` if present.
    func optionalArgument(_ args: inout CallArguments, _ label: String?, _ hint: TypeHint, _ env: inout Env) throws(RuntimeError) -> Value? {
        guard let argument = args.take(label) else { return nil }
        return try eval(argument.value, hint, &env)
    }

    /// Evaluates the argument `label`, which must be present.
    func requiredArgument(_ args: inout CallArguments, _ label: String?, _ hint: TypeHint, _ env: inout Env) throws(RuntimeError) -> Value {
        guard let argument = args.take(label) else {
            let what = label.map { "'\($0):'" } ?? "an unlabelled argument"
            throw RuntimeError("\(args.callee) is missing \(what)", at: args.span)
        }
        return try eval(argument.value, hint, &env)
    }

    func optionalDouble(_ args: inout CallArguments, _ label: String?, _ env: inout Env) throws(RuntimeError) -> Double? {
        guard let argument = args.take(label) else { return nil }
        let value = try eval(argument.value, .double, &env)
        if case .nilValue = value { return nil }
        guard let number = value.asDouble, !number.isNaN else {
            throw RuntimeError("\(args.callee): '\(label ?? "_")' must be a number, not \(value.typeName)", at: argument.span)
        }
        return number
    }

    func requiredDouble(_ args: inout CallArguments, _ label: String?, _ env: inout Env) throws(RuntimeError) -> Double {
        guard let number = try optionalDouble(&args, label, &env) else {
            let what = label.map { "'\($0):'" } ?? "a number"
            throw RuntimeError("\(args.callee) is missing \(what)", at: args.span)
        }
        return number
    }

    /// A closure argument (`label:` or trailing).
    func requiredClosure(_ args: inout CallArguments, _ label: String, _ env: inout Env) throws(RuntimeError) -> ClosureValue {
        guard let argument = args.takeClosure(label) else {
            throw RuntimeError("\(args.callee) needs a closure ('\(label):' or a trailing closure)", at: args.span)
        }
        let value = try eval(argument.value, .any, &env)
        guard case .closure(let closure) = value else {
            throw RuntimeError("\(args.callee): '\(label):' must be a closure", at: argument.span)
        }
        return closure
    }
}
