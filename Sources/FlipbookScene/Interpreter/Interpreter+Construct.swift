import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// A memberwise initializer call of a struct declared in the scene: a view instance (whose
    /// body is evaluated later, once it has an identity) or a data instance.
    func construct(_ type: String, _ arguments: [Argument], at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        guard let decl = index.structs[type] else {
            if let enumDecl = index.enums[type] {
                return try constructEnum(enumDecl, type: type, arguments, at: span, &env)
            }
            throw RuntimeError("'\(type)' cannot be constructed", at: span)
        }
        var args = CallArguments(arguments, callee: "\(type)(…)", span: span)
        var fields: [String: Value] = [:]
        var stateArguments: [String: Value] = [:]
        for property in decl.storedProperties where !property.isStatic {
            let hint = hint(for: property.type, context: type)
            // Swift's memberwise initializer has no parameter for a `let` with an initial value.
            let acceptsArgument = !(property.isLet && property.initializer != nil)
            if acceptsArgument, let argument = args.take(property.name) {
                let value = try eval(argument.value, hint, &env)
                if property.isState { stateArguments[property.name] = value } else { fields[property.name] = value }
            } else if property.isState {
                continue  // initialised from its default when the view appears
            } else if let initializer = property.initializer {
                var defaultEnv = Env(owner: nil)
                fields[property.name] = try eval(initializer, hint, &defaultEnv)
            } else {
                throw RuntimeError("missing argument for parameter '\(property.name)' in call to \(type)(…)", at: span)
            }
        }
        try args.finish()
        if decl.isView {
            return .view(.user(UserViewValue(typeName: type, fields: fields, stateArguments: stateArguments, span: span)))
        }
        let order = decl.storedProperties.filter { !$0.isStatic }.map(\.name)
        return .instance(Instance(typeName: type, fields: fields, order: order))
    }

    /// `Side(rawValue: "front")` gives the case with that raw value, or nil.
    private func constructEnum(_ decl: EnumDecl, type: String, _ arguments: [Argument], at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        var args = CallArguments(arguments, callee: "\(type)(rawValue:)", span: span)
        let raw = try requiredArgument(&args, "rawValue", .any, &env)
        try args.finish()
        for enumCase in decl.cases {
            let candidate = EnumCaseValue(typeName: type, caseName: enumCase.name)
            if let value = try rawValue(of: candidate, at: span), try valuesEqual(value, raw, at: span) {
                return .enumCase(candidate)
            }
        }
        return .nilValue
    }

    /// The raw value of an enum case: written, or implied (the case name for String enums,
    /// the previous value plus one for Int enums).
    func rawValue(of value: EnumCaseValue, at span: SourceSpan) throws(RuntimeError) -> Value? {
        guard let decl = index.enums[value.typeName] else { return nil }
        let isString = decl.conformances.contains("String")
        let isInt = decl.conformances.contains("Int")
        guard isString || isInt else { return nil }
        var next = 0
        for enumCase in decl.cases {
            var current: Value = isString ? .string(enumCase.name) : .int(next)
            if let written = enumCase.rawValue {
                var env = Env(owner: nil)
                current = try eval(written, isString ? .string : .int, &env)
            }
            if case .int(let n) = current { next = n + 1 }
            if enumCase.name == value.caseName { return current }
        }
        return nil
    }

    /// The view instance's `@State` initial values, when it first appears under `identity`.
    func initialState(of view: UserViewValue) throws(RuntimeError) -> [String: Value] {
        guard let decl = index.structs[view.typeName] else { return [:] }
        var values: [String: Value] = [:]
        for property in decl.storedProperties where property.isState {
            if let given = view.stateArguments[property.name] {
                values[property.name] = given
            } else if let initializer = property.initializer {
                var env = Env(owner: nil)
                values[property.name] = try eval(initializer, hint(for: property.type, context: view.typeName), &env)
            } else {
                throw RuntimeError(
                    "@State var \(property.name) needs an initial value or an argument in \(view.typeName)(…)",
                    at: view.span)
            }
        }
        return values
    }
}
