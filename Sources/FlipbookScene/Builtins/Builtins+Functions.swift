import Foundation
import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Free functions: `withAnimation`, and the maths of the standard library.
    func builtinFunction(_ name: String, _ arguments: [Argument], _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value? {
        var args = CallArguments(arguments, callee: "\(name)(…)", span: span)
        let result: Value
        switch name {
        case "withAnimation":
            var animation: Animation? = .default
            if let argument = args.arguments.first, !argument.isTrailingClosure, argument.label == nil {
                _ = args.take(nil)
                animation = try optionalAnimation(eval(argument.value, .animation, &env), args)
            }
            let body = try requiredClosure(&args, "body", &env)
            try args.finish()
            var value = Value.void
            try withAnimation(animation, at: span) { () throws(RuntimeError) in
                value = try callClosure(body, [], hint: .any, isAsync: false, at: span)
            }
            return value
        case "min", "max":
            var values: [Value] = []
            while let argument = args.take(nil) { values.append(try eval(argument.value, hint, &env)) }
            guard values.count >= 2 else { throw RuntimeError("\(name) needs at least two arguments", at: span) }
            var best = values[0]
            for next in values.dropFirst() where try lessThan(next, best, at: span) == (name == "min") {
                best = next
            }
            result = best
        case "abs":
            let value = try requiredArgument(&args, nil, hint, &env)
            switch value {
            case .int(let i): result = .int(abs(i))
            case .double(let d): result = .double(abs(d))
            default: throw RuntimeError("abs needs a number", at: span)
            }
        case "sqrt", "sin", "cos", "tan", "floor", "ceil", "round", "exp", "log":
            let x = try requiredDouble(&args, nil, &env)
            let functions: [String: (Double) -> Double] = [
                "sqrt": { $0.squareRoot() }, "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) },
                "tan": { Foundation.tan($0) }, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
                "round": { $0.rounded() }, "exp": { Foundation.exp($0) }, "log": { Foundation.log($0) },
            ]
            result = .double(functions[name].map { $0(x) } ?? x)
        case "pow":
            let base = try requiredDouble(&args, nil, &env)
            let exponent = try requiredDouble(&args, nil, &env)
            result = .double(Foundation.pow(base, exponent))
        default:
            return nil
        }
        try args.finish()
        return result
    }

    private func lessThan(_ lhs: Value, _ rhs: Value, at span: SourceSpan) throws(RuntimeError) -> Bool {
        if case .int(let a) = lhs, case .int(let b) = rhs { return a < b }
        guard let a = lhs.asDouble, let b = rhs.asDouble else {
            throw RuntimeError("min/max need numbers", at: span)
        }
        return a < b
    }
}
