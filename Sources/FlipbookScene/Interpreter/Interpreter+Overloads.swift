import FlipbookModel
import FlipbookSyntax

/// What an argument is known to be before it is evaluated against a parameter's type: a
/// literal's kind, or the value a plain name holds.
private indirect enum ArgumentShape {
    case integerLiteral, floatLiteral, stringLiteral, boolLiteral, nilLiteral
    case value(Value)
    case range(ArgumentShape)
    /// A closure, with the number of parameters it names (`{ old, new in … }`), nil when it
    /// names none (`{ $0 … }`, `{ Image(…) }`).
    case closure(parameterCount: Int?)
    /// `.visible`, `.rect(cornerRadius: 8)`: a member of the parameter's type.
    case implicitMember(String)
    /// `Text("12")`, `String(n)`: a value made by a type's initializer.
    case constructed(String)
    /// `\Item.title`: a key path, which no array or primitive is.
    case keyPath
    /// `[a, b]`: an array literal, which no key path is, with its first element's shape.
    case arrayLiteral(element: ArgumentShape?)
    /// `(1, 10)`: a tuple of that many elements.
    case tupleLiteral(Int)
    /// A property of `self` whose type is written (`private var series: [(Double, Double)] { … }`).
    case written(TypeExpr)
    case unknown
}

extension Interpreter {
    /// Of overloads of one name (functions, initializers, subscripts), the first whose
    /// parameters take the arguments' labels and whose parameter types the arguments can have:
    /// `Stepper(value: $double, in: 0...1, step: 0.1)` picks the `Binding<Double>` initializer
    /// though the `Binding<Int>` one is declared first, as swiftc's type checker would. Types
    /// are compared only where they surely differ (a literal's kind, the number, string or
    /// truth value a name holds, a binding's or a range's element, the number of parameters a
    /// closure names); anything else is taken as
    /// fitting, and among label matches that all fit, the first declared wins.
    /// - Returns: nil when no overload takes the labels.
    func bestOverload<Declaration>(
        _ candidates: [Declaration], parameters: (Declaration) -> [Parameter], _ arguments: [Argument], _ env: Env
    ) -> Declaration? {
        let labelled = candidates.filter { matches(parameters($0), arguments) }
        guard labelled.count > 1 else { return labelled.first }
        var shapes: [Int: ArgumentShape] = [:]
        func shape(_ index: Int) -> ArgumentShape {
            if let known = shapes[index] { return known }
            let found = argumentShape(arguments[index].value, env)
            shapes[index] = found
            return found
        }
        let accepted = labelled.filter { candidate in
            let pairs = alignment(parameters(candidate), arguments)
            return pairs.allSatisfy { parameterType, argumentIndex in
                guard let parameterType else { return true }
                return accepts(parameterType, shape(argumentIndex), at: arguments[argumentIndex].span)
            }
        }
        // An array goes to an array parameter before a type no file read declares yet
        // (`chartData([12, 34])` of `chartData(_ points: [Double])`, not of
        // `chartData(_ stream: ChartStreamingDataSource)` in a file not read).
        let arrayFirst = accepted.first { candidate in
            alignment(parameters(candidate), arguments).allSatisfy { parameterType, argumentIndex in
                let isArray =
                    switch shape(argumentIndex) {
                    case .arrayLiteral, .written(.array), .value(.array): true
                    default: false
                    }
                guard isArray, case .named(let components)? = parameterType, components.count == 1 else { return true }
                return typeNamed(components[0].name, from: nil) != nil
            }
        }
        return arrayFirst ?? accepted.first ?? labelled.first
    }

    /// Whether `parameters` take the arguments: their labels, and their types where they surely
    /// differ (as `bestOverload` compares them). A static function and an enum case of one name
    /// (`static func random(_ colors: C...)` calling `.random(colors)`) are told apart by it.
    func takes(_ parameters: [Parameter], _ arguments: [Argument], _ env: Env) -> Bool {
        guard matches(parameters, arguments) else { return false }
        return alignment(parameters, arguments).allSatisfy { parameterType, argumentIndex in
            guard let parameterType else { return true }
            let argument = arguments[argumentIndex]
            return accepts(parameterType, argumentShape(argument.value, env), at: argument.span)
        }
    }

    /// Each argument's index with the type of the parameter it binds to (as `matches` binds them).
    private func alignment(_ parameters: [Parameter], _ arguments: [Argument]) -> [(TypeExpr?, Int)] {
        var pairs: [(TypeExpr?, Int)] = []
        var cursor = 0
        for parameter in parameters {
            guard cursor < arguments.count else { break }
            let next = arguments[cursor]
            guard next.label == parameter.label || (next.isTrailingClosure && next.label == nil && isFunctionType(parameter.type))
            else { continue }
            // Each argument a variadic parameter collects has its element type.
            pairs.append((parameter.type?.kind, cursor))
            cursor += 1
            if parameter.isVariadic {
                while cursor < arguments.count, arguments[cursor].label == nil, !arguments[cursor].isTrailingClosure {
                    pairs.append((parameter.type?.kind, cursor))
                    cursor += 1
                }
            }
        }
        return pairs
    }

    /// Literals by kind; a name (`count`, `$progress`) by the value it holds now. Only reads
    /// that cannot run the scene's code are made: a local variable, or a `$` projection.
    private func argumentShape(_ expr: Expr, _ env: Env) -> ArgumentShape {
        switch expr.kind {
        case .integer: return .integerLiteral
        case .float: return .floatLiteral
        case .string: return .stringLiteral
        case .bool: return .boolLiteral
        case .nil: return .nilLiteral
        case .closure(let closure):
            return .closure(parameterCount: closure.parameters?.count)
        case .prefix("-", let operand): return argumentShape(operand, env)
        case .keyPath: return .keyPath
        // `ChartData([(1, 10), (2, 20)])` takes `[(Double, Double)]`, not `[Double]`.
        case .array(let elements): return .arrayLiteral(element: elements.first.map { argumentShape($0, env) })
        case .tuple(let elements) where elements.count > 1: return .tupleLiteral(elements.count)
        case .member(nil, let name, _, _) where name != "init": return .implicitMember(name)
        case .call(let callee, _):
            if case .member(nil, let name, _, _) = callee.kind, name != "init" { return .implicitMember(name) }
            if case .identifier(let name) = callee.kind, name.first?.isUppercase == true, env.scope.lookup(name) == nil,
                typeNamed(name, from: nil) != nil
            {
                return .constructed(name)
            }
            // `dayIndex(of: date)`: a top-level function whose overloads all return one
            // primitive type returns a value of it.
            if case .identifier(let name) = callee.kind, env.scope.lookup(name) == nil,
                let functions = index.functions[name], let returned = functions.first?.returnType?.kind.dottedName,
                functions.allSatisfy({ $0.returnType?.kind.dottedName == returned }),
                let kind = Self.primitiveKind(returned)
            {
                return .constructed(Self.representative(kind))
            }
            return .unknown
        case .binary(let op, let lower, let upper) where op == "..." || op == "..<":
            let (low, high) = (argumentShape(lower, env), argumentShape(upper, env))
            if case .floatLiteral = high { return .range(high) }
            return .range(low)
        case .prefix(let op, let bound) where op == "..." || op == "..<":
            return .range(argumentShape(bound, env))
        case .postfix("...", let bound):
            return .range(argumentShape(bound, env))
        case .identifier(let name) where name.first == "$":
            guard let value = try? eval(expr, nil, env) else { return .unknown }
            return .value(value)
        case .identifier(let name):
            if let variable = env.scope.lookup(name) { return .value(variable.value) }
            return selfFieldShape(name, env)
        case .member(let base?, let name, _, _):
            guard case .identifier("self") = base.kind else { return .unknown }
            return selfFieldShape(name, env)
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/", "%"].contains(op):
            return arithmeticShape(argumentShape(lhs, env), argumentShape(rhs, env))
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return argumentShape(elements[0].value, env)
        default:
            return .unknown
        }
    }

    /// A stored property of `self` read without `self.` (`day: first`): reading it runs no code.
    /// A property wrapper's (`@State`) is not looked into.
    private func selfFieldShape(_ name: String, _ env: Env) -> ArgumentShape {
        // A computed property is not run to learn its type: its written type says it.
        if let type = env.selfVariable.flatMap({ declaredType(of: $0.value) }),
            let written = type.computedProperty(named: name)?.type?.kind
        {
            return .written(written)
        }
        let field: Value?
        switch env.selfVariable?.value {
        case .instance(let instance)?: field = instance.fields[name]
        case .object(let object)?: field = object.fields[name]
        default: field = nil
        }
        switch field {
        case nil, .wrapper?: return .unknown
        case let value?: return .value(value)
        }
    }

    /// `dayOfWeek + row`: integers make an integer, a floating-point operand a floating-point
    /// number, strings a string; literals on both sides stay a literal (`1 + 2` may be a Double).
    private func arithmeticShape(_ lhs: ArgumentShape, _ rhs: ArgumentShape) -> ArgumentShape {
        enum Kind { case integer, floating, text }
        func kind(_ shape: ArgumentShape) -> (Kind, isLiteral: Bool)? {
            switch shape {
            case .integerLiteral: (.integer, true)
            case .floatLiteral: (.floating, true)
            case .stringLiteral: (.text, true)
            case .value(.int): (.integer, false)
            case .value(.double): (.floating, false)
            case .value(.string): (.text, false)
            default: nil
            }
        }
        guard let (left, leftLiteral) = kind(lhs), let (right, rightLiteral) = kind(rhs) else { return .unknown }
        switch (left, right) {
        case (.text, .text): return leftLiteral && rightLiteral ? .stringLiteral : .value(.string(""))
        case (.integer, .integer): return leftLiteral && rightLiteral ? .integerLiteral : .value(.int(0))
        case (.floating, .floating): return leftLiteral && rightLiteral ? .floatLiteral : .value(.double(0))
        // A literal takes the other side's type (`n + 1`, `x * 2`).
        case (.integer, .floating) where leftLiteral, (.floating, .integer) where rightLiteral:
            return leftLiteral && rightLiteral ? .floatLiteral : .value(.double(0))
        default: return .unknown
        }
    }

    private static let keyPathTypeNames: Set<String> = [
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
    ]

    private static let rangeTypeNames: Set<String> = [
        "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo", "RangeExpression",
    ]

    /// False only when an argument of this shape surely cannot have the type.
    /// Whether a parameter's written type may take an argument's: arrays by their elements,
    /// tuples by their sizes, a tuple never a named type (`[Double]` does not take
    /// `[(Double, Double)]`); anything else may.
    private static func mayMatch(_ parameter: TypeExpr, _ argument: TypeExpr) -> Bool {
        switch (parameter, argument) {
        case (.optional(let p), .optional(let a)): return mayMatch(p, a)
        case (.optional(let p), _): return mayMatch(p, argument)
        case (.array(let p), .array(let a)): return mayMatch(p, a)
        case (.tuple(let p), .tuple(let a)): return p.count == a.count
        case (.named, .tuple), (.tuple, .named), (.array, .tuple), (.tuple, .array): return false
        default: return true
        }
    }

    /// Whether `name` is the scene's struct, class or enum that is no collection (no array's
    /// value, nor an array one of its values).
    private func isSceneNonCollection(_ name: String) -> Bool {
        guard case .declared(let info)? = typeNamed(name, from: nil), [.struct, .class, .enum].contains(info.kind) else {
            return false
        }
        return !info.conforms(to: "Sequence") && !info.conforms(to: "Collection")
    }

    /// Whether a value of the scene's type `made` may be one of the type named `expected`
    /// (`init(background: Tint)` takes `Tint(…)`; `init(background: Color)` does not): the type
    /// itself, a superclass, a protocol, or a name Flipbook does not resolve (a generic parameter).
    private func mayBe(_ made: TypeInfo, _ expected: String) -> Bool {
        if made.name == expected || made.simpleName == expected { return true }
        switch typeNamed(expected, from: nil) {
        case .declared(let info)?:
            if info === made || info.kind == .protocol { return true }
            var ancestor = made.superclass
            while let current = ancestor {
                if current === info { return true }
                ancestor = current.superclass
            }
            return false
        case .native(let native)?:
            return isProtocolName(native) || ["Any", "AnyObject", "AnyHashable"].contains(native)
        default:
            return true
        }
    }

    private func accepts(_ type: TypeExpr, _ shape: ArgumentShape, at span: SourceSpan) -> Bool {
        if case .optional(let inner) = type {
            if case .nilLiteral = shape { return true }
            if case .value(.none) = shape { return true }
            return accepts(inner, shape, at: span)
        }
        if case .function(let parameters, _, _, _) = type, case .closure(let count) = shape {
            return count.map { parameters.count == $0 } ?? true
        }
        // A function parameter takes a function (`combineLatest(_:_:)` of two publishers is not
        // `combineLatest(_:_ transform:)`).
        if case .function = type, case .value(let value) = shape {
            if case .function = value { return true }
            return false
        }
        if case .implicitMember(let name) = shape { return mayHaveStaticMember(type, name) }
        switch (type, shape) {
        case (.array(let element), .arrayLiteral(let first?)): return accepts(element, first, at: span)
        // `chartData(weekTimeSeries)` of pairs takes `[(Double, Double)]`, not `[Double]`.
        // (An element's own kind is not weighed: `[12, 34]` evaluated untyped holds Ints that a
        // `[Double]` parameter takes.)
        case (.array(let element), .value(.array(let items))) where !items.isEmpty:
            switch (element, items[0]) {
            case (.tuple(let types), .tuple(let values, _)): return types.count == values.count
            case (.tuple, _): return false
            case (_, .tuple): return !(Self.primitiveKind(element.simpleName ?? "") != nil)
            default: return true
            }
        case (.tuple(let elements), .value(.tuple(let values, _))): return elements.count == values.count
        case (.named(let components), .written(.array)):
            // An array is no value of the scene's struct, class or enum that is no collection.
            return components.count != 1 || !isSceneNonCollection(components[0].name)
        case (_, .written(let written)): return Self.mayMatch(type, written)
        // The scene's struct, class or enum made by its initializer is no array or dictionary
        // (`foregroundColor: ColorGradient(…)` is not `foregroundColor: [ColorGradient]`),
        // unless it says it is a collection.
        case (.array, .constructed(let name)), (.dictionary, .constructed(let name)):
            return !isSceneNonCollection(name)
        case (.tuple(let elements), .tupleLiteral(let count)): return elements.count == count
        case (.array, .tupleLiteral), (.dictionary, .tupleLiteral), (.function, .tupleLiteral): return false
        case (.array, .keyPath), (.dictionary, .keyPath), (.tuple, .keyPath), (.function, .keyPath): return false
        // No number, string or truth value is an array or a dictionary (`init(_ items: [Int])`
        // does not take `self.init(1)`).
        case (.array, .integerLiteral), (.array, .floatLiteral), (.array, .stringLiteral), (.array, .boolLiteral),
            (.dictionary, .integerLiteral), (.dictionary, .floatLiteral), (.dictionary, .stringLiteral),
            (.dictionary, .boolLiteral):
            return false
        case (.array, .value(let value)), (.dictionary, .value(let value)):
            switch value {
            case .int, .double, .string, .bool: return false
            default: return true
            }
        default: break
        }
        guard case .named(let components) = type, let last = components.last else { return true }
        let kind = Self.primitiveKind(last.name)
        // A literal is no value of the scene's struct, class or enum unless it says it can be
        // one (`ProgressView("Loading")` is not `init(_ configuration:)`).
        if kind == nil, let literal = Self.literalProtocol(of: shape), case .declared(let info)? = typeNamed(last.name, from: nil),
            [.struct, .class, .enum].contains(info.kind), !conforms(info, toLiteral: literal)
        {
            return false
        }
        switch shape {
        case .unknown, .implicitMember, .written: return true
        // A tuple is no number, string or truth value, nor the scene's struct, class or enum.
        case .tupleLiteral:
            guard kind == nil else { return false }
            if case .declared(let info)? = typeNamed(last.name, from: nil) { return ![.struct, .class, .enum].contains(info.kind) }
            return true
        case .keyPath: return kind == nil
        case .arrayLiteral: return kind == nil && !Self.keyPathTypeNames.contains(last.name)
        case .integerLiteral: return kind == nil || kind == .integer || kind == .floating
        case .floatLiteral: return kind == nil || kind == .floating
        case .stringLiteral: return kind == nil || kind == .text
        case .boolLiteral: return kind == nil || kind == .truth
        case .nilLiteral: return kind == nil
        // A closure is no value of the scene's (or the prelude's) struct, class or enum
        // (`.symbol { Image(…) }` is not `symbol(_: BasicChartSymbolShape)`).
        case .closure:
            guard kind == nil else { return false }
            switch typeNamed(last.name, from: nil) {
            case .declared(let info)?: return ![.struct, .class, .enum].contains(info.kind)
            // Nor of SwiftUI's (`chartLegend { … }` is not `chartLegend(_: Visibility)`).
            case .native(let name)?: return ["Any", "AnyObject", "Function"].contains(name)
            default: return true
            }
        // A primitive parameter takes only a primitive of its kind (`Text("12")` is no `String`).
        case .constructed(let name):
            guard kind == nil else { return Self.primitiveKind(name) == kind }
            if case .declared(let made)? = typeNamed(name, from: nil), [.struct, .class, .enum].contains(made.kind) {
                return mayBe(made, last.name)
            }
            // `Int(x)` is no value of the scene's struct, class or enum.
            guard Self.primitiveKind(name) != nil, case .declared(let info)? = typeNamed(last.name, from: nil) else { return true }
            return ![.struct, .class, .enum].contains(info.kind)
        case .range(let bound):
            guard ["Range", "ClosedRange"].contains(last.name), let element = last.genericArguments.first else {
                // A range is not a value of a type that is not one (`DynamicTypeSize`), but may
                // be a generic parameter's (`R: RangeExpression`).
                let isRangeType = Self.rangeTypeNames.contains(last.name)
                return kind == nil && (isRangeType || typeNamed(last.name, from: nil) == nil)
            }
            return accepts(element, bound, at: span)
        case .value(let value):
            switch value {
            case .tuple: return kind == nil
            case .int: return kind == nil || kind == .integer
            case .double: return kind == nil || kind == .floating
            case .string: return kind == nil || kind == .text
            case .bool: return kind == nil || kind == .truth
            case .binding(let binding):
                guard last.name == "Binding", let element = last.genericArguments.first else { return kind == nil }
                guard let current = try? read(binding, at: span) else { return true }
                return accepts(element, .value(current), at: span)
            case .range(let range):
                guard ["Range", "ClosedRange"].contains(last.name), let element = last.genericArguments.first,
                    let lower = range.lower
                else { return kind == nil }
                return accepts(element, .value(lower), at: span)
            case .array:
                // An array is no value of a declared struct, class or enum (a variadic
                // `Item...` does not take `self.init(items)`).
                guard kind == nil, case .declared(let info) = typeNamed(last.name, from: nil) else { return kind == nil }
                return info.kind != .struct && info.kind != .class && info.kind != .enum
            default:
                return kind == nil
            }
        }
    }

    /// Whether a declared type (or a superclass) conforms to a literal protocol, directly or
    /// through a protocol (`ExpressibleByStringInterpolation` is a string literal's).
    private func conforms(_ info: TypeInfo, toLiteral literal: String) -> Bool {
        var names: [String] = []
        var current: TypeInfo? = info
        while let type = current {
            names += type.inheritance
            current = type.superclass
        }
        let all = index.allConformances(of: names)
        return all.contains(literal) || (literal == "ExpressibleByStringLiteral" && all.contains("ExpressibleByStringInterpolation"))
            || (literal == "ExpressibleByArrayLiteral" && (all.contains("OptionSet") || all.contains("SetAlgebra")))
    }

    /// The protocol a type conforms to when a literal of the shape may be its value.
    private static func literalProtocol(of shape: ArgumentShape) -> String? {
        switch shape {
        case .stringLiteral, .value(.string): "ExpressibleByStringLiteral"
        case .integerLiteral, .value(.int): "ExpressibleByIntegerLiteral"
        case .floatLiteral, .value(.double): "ExpressibleByFloatLiteral"
        case .boolLiteral, .value(.bool): "ExpressibleByBooleanLiteral"
        case .arrayLiteral: "ExpressibleByArrayLiteral"
        default: nil
        }
    }

    /// False only when the type is known and surely has no static member `name` (`.visible`
    /// is not a `ShapeStyle`'s); a generic parameter or a protocol may have any.
    private func mayHaveStaticMember(_ type: TypeExpr, _ name: String) -> Bool {
        var inner = type
        if case .some(let constraint) = type { inner = constraint }
        guard let typeName = inner.dottedName, let resolved = typeNamed(typeName, from: nil) else { return true }
        switch resolved {
        case .declared(let info):
            guard info.kind == .enum || info.kind == .struct else { return true }
            return info.staticStored[name] != nil || info.staticComputed[name] != nil || info.staticMethods[name] != nil
                || info.enumCase(named: name) != nil || info.nestedTypes[name] != nil || name == "allCases"
        case .native(let native):
            if ["Shape", "InsettableShape", "View"].contains(native) { return true }
            if let ext = index.nativeExtensions[native],
                ext.staticStored[name] != nil || ext.staticComputed[name] != nil || ext.staticMethods[name] != nil
            {
                return true
            }
            return NativeTypes.hasStaticProperty(native, name) || NativeTypes.hasStaticFunction(native, name)
                || staticMemberSource(native, name, isCall: false) != nil || staticMemberSource(native, name, isCall: true) != nil
        default:
            return true
        }
    }

    private enum PrimitiveKind { case integer, floating, text, truth }

    private static func representative(_ kind: PrimitiveKind) -> String {
        switch kind {
        case .integer: "Int"
        case .floating: "Double"
        case .text: "String"
        case .truth: "Bool"
        }
    }

    private static func primitiveKind(_ name: String) -> PrimitiveKind? {
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": .integer
        case "Double", "CGFloat", "Float", "Float16", "Float80", "TimeInterval": .floating
        case "String", "Substring", "Character", "LocalizedStringKey", "LocalizedStringResource": .text
        case "Bool": .truth
        default: nil
        }
    }
}
