import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*"]
    static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!=="]

    /// An integer literal, possibly negated (`3`, `-1`): it has no type of its own.
    static func isIntegerLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer: true
        case .prefix("-", let inner): isIntegerLiteral(inner)
        default: false
        }
    }

    /// A floating-point literal, possibly signed or parenthesized, or arithmetic on literals
    /// with at least one of them floating (`0.5`, `-1.5`, `(2 * 0.5)`): a `Double` in Swift.
    static func isFloatLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .float: true
        case .prefix("-", let inner), .prefix("+", let inner): isFloatLiteral(inner)
        case .tuple(let elements): elements.count == 1 && elements[0].label == nil && isFloatLiteral(elements[0].value)
        case .binary(let op, let lhs, let rhs):
            ["+", "-", "*", "/"].contains(op)
                && (isFloatLiteral(lhs) || isIntegerLiteral(lhs)) && (isFloatLiteral(rhs) || isIntegerLiteral(rhs))
                && (isFloatLiteral(lhs) || isFloatLiteral(rhs))
        default: false
        }
    }

    /// An expression whose `Int` value is an `Int` in Swift too: a name, a member or a call.
    /// (A literal, a ternary or `??` may hold an integer literal that Swift would have typed
    /// from its surroundings, and `$0` may be a generic accumulator: those are not judged.)
    static func isTypedIntegerExpression(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier(let name): !name.hasPrefix("$")
        case .member(let base?, _, _, _): !isIntegerLiteral(base)
        case .call, .subscript: true
        default: false
        }
    }

    /// The floating-point type an integer literal takes from its partner in a ternary or `??`,
    /// read without running code: a floating literal, or a name whose value, or whose
    /// declared type as a property of `self` (for a nil optional), is a `Double`. Nil when the
    /// partner says nothing (the literal stays an `Int`).
    /// The type an expression is written to have, where that is plain without evaluating it: a
    /// type's (failable) initializer, or a stored property of `self` declared with its type.
    private func writtenType(of expr: Expr, _ env: Env) -> TypeValue? {
        switch expr.kind {
        case .call(let callee, _):
            // `SwiftUI.Image(title:)`: the module's type.
            if case .member(let base?, let name, _, _) = callee.kind, case .identifier(let module) = base.kind,
                isModuleName(module, env), name.first?.isUppercase == true
            {
                if !isAppModule(module), NativeTypes.isNativeType(name) { return .native(name) }
                return typeNamed(name, from: nil)
            }
            guard case .identifier(let name) = callee.kind, name.first?.isUppercase == true, env.scope.lookup(name) == nil
            else { return nil }
            return typeNamed(name, from: env.typeContext)
        case .identifier(let name) where env.scope.lookup(name) == nil:
            guard let receiver = env.selfVariable?.value, let written = declaredType(of: receiver)?.storedProperty(named: name)?.type
            else { return nil }
            return (try? resolve(written, env))?.unwrapped
        default:
            return nil
        }
    }

    func literalPartnerType(_ partner: Expr, _ env: Env) -> TypeValue? {
        if Self.isFloatLiteral(partner) { return .native("Double") }
        let name: String
        switch partner.kind {
        case .identifier(let identifier): name = identifier
        case .member(let base?, let member, _, _):
            guard case .identifier("self") = base.kind else { return nil }
            name = member
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return literalPartnerType(elements[0].value, env)
        // `p > 1 ? 1 : (p < 0 ? 0 : p)`: a nested choice, negation or arithmetic has the type of
        // its typed part.
        case .ternary(_, let then, let otherwise):
            return literalPartnerType(then, env) ?? literalPartnerType(otherwise, env)
        case .prefix("-", let operand):
            return literalPartnerType(operand, env)
        case .binary(let op, let lhs, let rhs) where Self.arithmeticOperators.contains(op):
            return literalPartnerType(lhs, env) ?? literalPartnerType(rhs, env)
        case .call(let callee, _):
            if case .identifier(let type) = callee.kind, ["Double", "CGFloat", "Float"].contains(type) {
                return .native("Double")
            }
            // `parse(text) ?? 0` with `func parse(_:) -> Double?`: the function's written type.
            if case .identifier(let name) = callee.kind, env.scope.lookup(name) == nil,
                let functions = index.functions[name], let written = functions.first?.returnType,
                functions.allSatisfy({ $0.returnType == written }),
                let type = try? resolve(written, env), isFloatingType(type.unwrapped)
            {
                return .native("Double")
            }
            return nil
        default: return nil
        }
        if case .identifier = partner.kind, let variable = env.scope.lookup(name), variable.getter == nil {
            if case .double = variable.value { return .native("Double") }
            if !variable.value.isNone { return nil }
        }
        guard let receiver = env.selfVariable?.value, let property = declaredType(of: receiver)?.storedProperty(named: name),
            let written = property.type, let type = try? resolve(written, env), isFloatingType(type.unwrapped)
        else { return nil }
        return type.unwrapped
    }

    /// `0.5 * k` with `k: Int`: swiftc rejects it (no implicit conversion between Int and
    /// Double), so Flipbook does too, where it can tell from the syntax which side is a
    /// floating-point literal and which an `Int` variable.
    func checkNumericMix(
        _ op: String, _ lhs: Expr, _ left: Value, _ rhs: Expr, _ right: Value, at span: SourceSpan
    ) throws(Interrupt) {
        guard Self.arithmeticOperators.contains(op) || Self.comparisonOperators.contains(op) else { return }
        let intSide: Expr
        switch (left, right) {
        case (.int, .double) where Self.isFloatLiteral(rhs): intSide = lhs
        case (.double, .int) where Self.isFloatLiteral(lhs): intSide = rhs
        default: return
        }
        guard Self.isTypedIntegerExpression(intSide) else { return }
        throw .error(
            "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: left))' and "
                + "'\(typeName(of: right))'; convert the Int, for example with Double(…)", at: span)
    }

    /// An infix operator.
    func binary(
        _ op: String, _ lhs: Expr, _ rhs: Expr, _ hint: TypeValue?, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        switch op {
        case "&&":
            guard try condition(lhs, env) else { return .false }
            return .bool(try condition(rhs, env))
        case "||":
            if try condition(lhs, env) { return .true }
            return .bool(try condition(rhs, env))
        case "??":
            let left = try eval(lhs, hint.map { .optional($0) }, env)
            if !left.isNone { return left }
            // `offset ?? 0` with `offset: Double?` nil: the literal is a Double, as Swift types it.
            if hint == nil, Self.isIntegerLiteral(rhs), let leftType = literalPartnerType(lhs, env) {
                return try eval(rhs, leftType, env)
            }
            // `frames.max { … } ?? .zero` of an empty `[CGRect]`: the element's type, as Swift
            // infers it from the collection's.
            if hint == nil, rhs.isImplicitMemberChain, let element = try elementType(ofOptionalElement: lhs, env) {
                return try eval(rhs, element, env)
            }
            // `Image(title: t) ?? .init(systemName: "book")`, `cover ?? .init(systemName:)`: the
            // type the left side is written with.
            var namesNoType = hint == nil
            if case .opaque? = hint?.unwrapped { namesNoType = true }
            if namesNoType, rhs.isImplicitMemberChain, let written = writtenType(of: lhs, env) {
                return try eval(rhs, written, env)
            }
            return try eval(rhs, hint ?? typeOf(left), env)
        case "..<", "...":
            // `0...2.0` is a range of Double: the integer literal takes the other bound's type.
            let boundHint: TypeValue? = Self.isFloatLiteral(lhs) || Self.isFloatLiteral(rhs) ? .native("Double") : nil
            // `.zero...count - 1`: the implicit member takes the other bound's type.
            // `0..<2 * .pi`: an integer literal takes the other bound's type, as Swift infers it.
            if lhs.isImplicitMemberChain || Self.isIntegerLiteral(lhs) && !Self.isIntegerLiteral(rhs), boundHint == nil {
                let upper = try eval(rhs, nil, env)
                let lower = try eval(lhs, typeOf(upper), env)
                return .range(try makeRange(lower, upper, closed: op == "...", at: span))
            }
            let lower = try eval(lhs, boundHint, env)
            let upper = try eval(rhs, boundHint ?? typeOf(lower), env)
            return .range(try makeRange(lower, upper, closed: op == "...", at: span))
        default:
            break
        }
        // A floating-point context says nothing of a bitwise operator's operands (Double has none):
        // `CGFloat((rgb & 0xFF0000) >> 16)` works on rgb's integer type.
        let bitwise = ["&", "|", "^", "<<", ">>"].contains(op)
        let operandHint =
            Self.arithmeticOperators.contains(op) && !(bitwise && hint.map { isFloatingType($0.unwrapped) } == true)
            ? hint : nil
        var left: Value
        var right: Value
        if operandHint == nil,
            Self.isIntegerLiteral(lhs) && rhs.isImplicitMemberChain
                || Self.isIntegerLiteral(rhs) && lhs.isImplicitMemberChain
        {
            // `2 * .pi`: neither side has a type of its own, and Swift takes the literal's first
            // type that has the member (Int, then Double).
            let literalFirst = Self.isIntegerLiteral(lhs)
            let member = try literalTypedImplicit(literalFirst ? rhs : lhs, env)
            let literal = try eval(literalFirst ? lhs : rhs, typeOf(member), env)
            (left, right) = literalFirst ? (literal, member) : (member, literal)
        } else if lhs.isImplicitMemberChain, let contextType = operandHint, !isOpaque(contextType.unwrapped) {
            // `.now() + 1.5` where a DispatchTime is expected: the context names the type.
            left = try eval(lhs, contextType, env)
            right = try eval(rhs, typeOf(left) ?? contextType, env)
        } else if lhs.isImplicitMemberChain {
            right = try eval(rhs, operandHint, env)
            left = try eval(lhs, typeOf(right), env)
        } else if Self.isIntegerLiteral(lhs), !Self.isIntegerLiteral(rhs) {
            // `50 - i`: the literal takes the other operand's type, as Swift infers it.
            right = try eval(rhs, operandHint, env)
            left = try eval(lhs, typeOf(right) ?? operandHint, env)
        } else {
            left = try eval(lhs, operandHint, env)
            // `(i + step) % 50` inside `Double(…)`: a literal takes the type of the other
            // operand rather than the context's.
            var rightHint = Self.isIntegerLiteral(rhs) ? (typeOf(left) ?? operandHint) : (operandHint ?? typeOf(left))
            // A floating-point literal is a Double whatever its partner; the mix is judged below.
            if Self.isFloatLiteral(rhs), let hint = rightHint, isIntegerType(hint) { rightHint = nil }
            right = try eval(rhs, rightHint, env)
        }
        // `selection == .visible` with `selection` nil: whatever the member's type, only `.none`
        // is nil.
        if op == "==" || op == "!=" {
            var member: ImplicitMember?
            if case .none = left, case .implicitMember(let implicit) = right { member = implicit }
            if case .none = right, case .implicitMember(let implicit) = left { member = implicit }
            if let member { return .bool((member.name == "none") == (op == "==")) }
        }
        if case .implicitMember(let implicit) = left { left = try resolveImplicit(implicit, as: typeOf(right)) }
        if case .implicitMember(let implicit) = right { right = try resolveImplicit(implicit, as: typeOf(left)) }
        try checkNumericMix(op, lhs, left, rhs, right, at: span)
        return try applyBinary(op, left, right, at: span, env)
    }

    /// An implicit member beside an integer literal, with no context to name its type: a
    /// member of `Int` if `Int` has one of that name, else of `Double`.
    private func literalTypedImplicit(_ expr: Expr, _ env: Env) throws(Interrupt) -> Value {
        let value = try eval(expr, nil, env)
        guard case .implicitMember(let implicit) = value else { return value }
        if let asInt = try? resolveImplicit(implicit, as: .native("Int")) { return asInt }
        return try resolveImplicit(implicit, as: .native("Double"))
    }

    /// Applies an infix operator to two values: the scene's own operator functions first, then
    /// Swift's arithmetic (integer overflow and division by zero are located errors, as they
    /// trap in Swift), comparisons and concatenation.
    func applyBinary(_ op: String, _ left: Value, _ right: Value, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value {
        if let result = try userOperator(op, left, right, at: span, env) { return result }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            return try intOperation(op, a, b, at: span)
        case (.int, .double), (.double, .int), (.double, .double):
            guard let a = left.asDouble, let b = right.asDouble else { break }
            return try doubleOperation(op, a, b, at: span)
        case (.string(let a), .string(let b)):
            switch op {
            case "+":
                try checkSize(a.utf8.count + b.utf8.count, at: span)
                return .string(a + b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            try checkSize(a.count + b.count, at: span)
            return .array(a + b)
        case (.bool(let a), .bool(let b)) where op == "^":
            return .bool(a != b)
        default:
            break
        }
        switch op {
        case "==": return .bool(try valuesEqual(left, right, at: span))
        case "!=": return .bool(try !valuesEqual(left, right, at: span))
        case "===", "!==":
            let same: Bool
            if case .object(let a) = left, case .object(let b) = right {
                same = a === b
            } else {
                same = left.isNone && right.isNone
            }
            return .bool(op == "===" ? same : !same)
        case "<", "<=", ">", ">=":
            let order = try compare(left, right, at: span)
            switch op {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        default:
            break
        }
        if let result = try nativeBinary(op, left, right, at: span) { return result }
        throw .error("operator '\(op)' cannot be applied to \(typeName(of: left)) and \(typeName(of: right))", at: span)
    }

    /// Integer arithmetic as Swift checks it.
    private func intOperation(_ op: String, _ a: Int, _ b: Int, at span: SourceSpan) throws(Interrupt) -> Value {
        func overflow() -> Interrupt { .error("arithmetic overflow: \(a) \(op) \(b) does not fit in an Int", at: span) }
        switch op {
        case "+":
            let (r, o) = a.addingReportingOverflow(b)
            if o { throw overflow() }
            return .int(r)
        case "-":
            let (r, o) = a.subtractingReportingOverflow(b)
            if o { throw overflow() }
            return .int(r)
        case "*":
            let (r, o) = a.multipliedReportingOverflow(by: b)
            if o { throw overflow() }
            return .int(r)
        case "/":
            if b == 0 { throw .error("division by zero", at: span) }
            let (r, o) = a.dividedReportingOverflow(by: b)
            if o { throw overflow() }
            return .int(r)
        case "%":
            if b == 0 { throw .error("division by zero in remainder operation", at: span) }
            let (r, o) = a.remainderReportingOverflow(dividingBy: b)
            if o { throw overflow() }
            return .int(r)
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return .int(b >= 64 || b <= -64 ? 0 : a << b)
        case ">>": return .int(b >= 64 ? (a < 0 ? -1 : 0) : a >> b)
        default:
            guard let result = comparison(op, a, b) else { throw .error("operator '\(op)' cannot be applied to Int", at: span) }
            return result
        }
    }

    private func doubleOperation(_ op: String, _ a: Double, _ b: Double, at span: SourceSpan) throws(Interrupt) -> Value {
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": throw .error("'%' is unavailable for Double: use truncatingRemainder(dividingBy:)", at: span)
        default:
            guard let result = comparison(op, a, b) else {
                throw .error("operator '\(op)' cannot be applied to Double", at: span)
            }
            return result
        }
    }

    /// `==`, `!=`, `<`, `<=`, `>`, `>=` on two values of one comparable type; nil for other operators.
    private func comparison<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Value? {
        switch op {
        case "==": .bool(a == b)
        case "!=": .bool(a != b)
        case "<": .bool(a < b)
        case "<=": .bool(a <= b)
        case ">": .bool(a > b)
        case ">=": .bool(a >= b)
        default: nil
        }
    }

    /// A prefix operator.
    func prefix(_ op: String, _ operand: Expr, _ hint: TypeValue?, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value {
        switch op {
        case "..<", "...":
            let upper = try eval(operand, nil, env)
            return .range(RangeValue(lower: nil, upper: upper, isClosed: op == "..."))
        default:
            break
        }
        let value = try eval(operand, hint, env)
        switch (op, value) {
        case ("-", .int(let i)):
            if i == .min { throw .error("arithmetic overflow: -(\(i)) does not fit in an Int", at: span) }
            return .int(-i)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return value
        case ("!", .bool(let b)): return .bool(!b)
        case ("~", .int(let i)): return .int(~i)
        default:
            if let result = try userPrefixOperator(op, value, at: span, env) { return result }
            if let result = try nativePrefix(op, value, at: span) { return result }
            throw .error("operator '\(op)' cannot be applied to \(typeName(of: value))", at: span)
        }
    }

    /// An operator the scene declares (`static func + (lhs: V, rhs: V) -> V` in a type or an
    /// extension, or a global `func`).
    private func userOperator(
        _ op: String, _ left: Value, _ right: Value, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value? {
        // `store == selected` with `selected` nil: Swift compares with Optional's `==`, which
        // calls the type's own only when both sides hold a value.
        func takesOperands(_ function: FunctionDecl) -> Bool {
            zip(function.parameters, [left, right]).allSatisfy { parameter, value in
                guard value.isNone else { return true }
                if case .optional? = parameter.type?.kind { return true }
                return false
            }
        }
        for info in operatorOwners(left) + operatorOwners(right) {
            if let functions = info.staticMethods[op], let function = binaryOverload(functions, owner: info, left, right),
                takesOperands(function)
            {
                return try callOperator(function, owner: info, [left, right], at: span)
            }
        }
        // A global operator is no operand's own: it applies only where the operands may have its
        // parameters' types (`func - (lhs: CGPoint, rhs: CGPoint)` leaves numbers alone).
        if let functions = index.functions[op], let function = binaryOverload(functions, owner: nil, left, right),
            takesOperands(function),
            zip(function.parameters, [left, right]).allSatisfy({ operandFits($1, $0.type, owner: nil) })
        {
            return try callOperator(function, owner: nil, [left, right], at: span)
        }
        if op == "!=" {
            for info in operatorOwners(left) {
                if let functions = info.staticMethods["=="], let function = functions.first, takesOperands(function) {
                    let equal = try callOperator(function, owner: info, [left, right], at: span)
                    return .bool(!(equal.asBool ?? false))
                }
            }
        }
        return nil
    }

    /// Of a binary operator's overloads, the first whose parameter types the operands can
    /// have (`v * 2` takes `(SIMD2, Double)` though `(SIMD2, SIMD2)` is declared first); the
    /// first declared when none surely fits.
    private func binaryOverload(_ functions: [FunctionDecl], owner: TypeInfo?, _ left: Value, _ right: Value) -> FunctionDecl? {
        let binary = functions.filter { $0.parameters.count == 2 }
        guard binary.count > 1 else { return binary.first }
        return binary.first { function in
            zip(function.parameters, [left, right]).allSatisfy { parameter, value in
                operandFits(value, parameter.type, owner: owner)
            }
        } ?? binary.first
    }

    /// False only when the operand surely does not have the parameter's type: a number for a
    /// declared type of the scene, a value of another declared type, or a non-number for a
    /// number type. Generic and protocol types take anything.
    private func operandFits(_ value: Value, _ ref: TypeRef?, owner: TypeInfo?) -> Bool {
        guard let ref, let type = try? resolve(ref, Env(scope: globalScope, typeContext: owner)) else { return true }
        switch type {
        case .declared(let info) where info.kind != .protocol:
            return (try? isInstance(value, of: type)) ?? true
        case .native where isFloatingType(type):
            return value.asDouble != nil
        case .native where isIntegerType(type):
            return value.asInt != nil
        default:
            return true
        }
    }

    private func userPrefixOperator(_ op: String, _ value: Value, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value? {
        for info in operatorOwners(value) {
            if let functions = info.staticMethods[op], let function = functions.first(where: { $0.parameters.count == 1 }) {
                return try callOperator(function, owner: info, [value], at: span)
            }
        }
        return nil
    }

    /// The types whose static operators apply to a value: its own type, its native type's
    /// extensions.
    private func operatorOwners(_ value: Value) -> [TypeInfo] {
        if let type = declaredType(of: value) {
            var owners: [TypeInfo] = []
            var current: TypeInfo? = type
            while let info = current {
                owners.append(info)
                current = info.superclass
            }
            return owners
        }
        return extensionTypes(of: value)
    }

    private func callOperator(
        _ function: FunctionDecl, owner: TypeInfo?, _ values: [Value], at span: SourceSpan
    ) throws(Interrupt) -> Value {
        let (arguments, scope) = literalArguments(values, Env(scope: globalScope))
        let unlabelled = arguments.map { Argument(label: nil, value: $0.value, span: $0.span) }
        var stripped = function
        stripped.parameters = function.parameters.map { parameter in
            var p = parameter
            p.label = nil
            return p
        }
        return try callDeclared(
            [stripped], receiver: owner.map { .type(.declared($0)) }, owner: owner, unlabelled, nil,
            name: function.name, at: span, Env(scope: scope))
    }

    /// Orders two comparable values: negative, zero or positive.
    func compare(_ left: Value, _ right: Value, at span: SourceSpan) throws(Interrupt) -> Int {
        switch (left, right) {
        case (.int(let a), .int(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.int, .double), (.double, .int), (.double, .double):
            guard let a = left.asDouble, let b = right.asDouble else { break }
            return a < b ? -1 : (a == b ? 0 : 1)
        case (.enumCase(let a), .enumCase(let b)) where a.type === b.type:
            let ia = a.type.enumCases.firstIndex { $0.name == a.name } ?? 0
            let ib = b.type.enumCases.firstIndex { $0.name == b.name } ?? 0
            return ia < ib ? -1 : (ia == ib ? 0 : 1)
        case (.tuple(let a, _), .tuple(let b, _)):
            for (x, y) in zip(a, b) {
                let order = try compare(x, y, at: span)
                if order != 0 { return order }
            }
            return a.count < b.count ? -1 : (a.count == b.count ? 0 : 1)
        case (.native(.date(let a)), .native(.date(let b))), (.native(.duration(let a)), .native(.duration(let b))):
            return a < b ? -1 : (a == b ? 0 : 1)
        default:
            // A Comparable type of the scene's own: its `static func <`.
            let env = Env(scope: globalScope)
            if let less = try userOperator("<", left, right, at: span, env) {
                if less.asBool == true { return -1 }
                if try userOperator("<", right, left, at: span, env)?.asBool == true { return 1 }
                return 0
            }
        }
        throw .error("\(typeName(of: left)) and \(typeName(of: right)) cannot be compared with '<'", at: span)
    }

    func makeRange(_ lower: Value, _ upper: Value, closed: Bool, at span: SourceSpan) throws(Interrupt) -> RangeValue {
        if case .int(let l) = lower, case .int(let u) = upper, closed ? l > u : l > u {
            throw .error("range requires lowerBound <= upperBound (\(l) \(closed ? "..." : "..<") \(u))", at: span)
        }
        if let l = lower.asDouble, let u = upper.asDouble, l > u {
            throw .error("range requires lowerBound <= upperBound", at: span)
        }
        return RangeValue(lower: lower, upper: upper, isClosed: closed)
    }

    func rangeContains(_ range: RangeValue, _ value: Value, at span: SourceSpan) throws(Interrupt) -> Bool {
        if let lower = range.lower, try compare(value, lower, at: span) < 0 { return false }
        if let upper = range.upper {
            let order = try compare(value, upper, at: span)
            if range.isClosed ? order > 0 : order >= 0 { return false }
        }
        return true
    }
}

extension Interpreter {
    /// The element type of a collection's optional element (`items.first`, `items.max(by:)`,
    /// `items.randomElement()`), from the collection's declared type.
    func elementType(ofOptionalElement expression: Expr, _ env: Env) throws(Interrupt) -> TypeValue? {
        var callee = expression
        if case .call(let inner, _) = expression.kind { callee = inner }
        guard case .member(let base?, let name, _, _) = callee.kind,
            ["first", "last", "min", "max", "randomElement", "popLast", "popFirst"].contains(name),
            case .array(let element)? = try? targetType(base, env)
        else { return nil }
        return element
    }
}
