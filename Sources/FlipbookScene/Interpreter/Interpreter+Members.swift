import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `Type.name`: an enum case, a static property, a nested type, or a SwiftUI constant.
    func staticMember(of type: String, _ name: String, _ hint: TypeHint, at span: SourceSpan) throws(RuntimeError) -> Value {
        if let enumDecl = index.enums[type], enumDecl.cases.contains(where: { $0.name == name }) {
            return .enumCase(EnumCaseValue(typeName: type, caseName: name))
        }
        if index.isType(type) {
            if index.isType("\(type).\(name)") { return .type("\(type).\(name)") }
            if name == "allCases", let enumDecl = index.enums[type] {
                return .array(enumDecl.cases.map { .enumCase(EnumCaseValue(typeName: type, caseName: $0.name)) })
            }
            return try staticProperty(of: type, name, at: span)
        }
        if let value = try builtinStaticMember(type, name, at: span) { return value }
        throw RuntimeError("type '\(type)' has no member '\(name)' that Flipbook supports", at: span)
    }

    /// A `static let` or static computed property of a scene type, evaluated once.
    private func staticProperty(of type: String, _ name: String, at span: SourceSpan) throws(RuntimeError) -> Value {
        let key = "\(type).\(name)"
        if let cached = staticCache[key] { return cached }
        for member in members(of: type) {
            switch member {
            case .stored(let property) where property.isStatic && property.name == name:
                guard let initializer = property.initializer else { break }
                var env = Env(owner: SelfContext(typeName: type, fields: [:]))
                let value = try eval(initializer, hint(for: property.type, context: type), &env)
                staticCache[key] = value
                return value
            case .computed(let property) where property.isStatic && property.name == name:
                var env = Env(owner: SelfContext(typeName: type, fields: [:]))
                return try runBody(property.body, hint: hint(for: property.type, context: type),
                                   isViewBuilder: property.isViewBuilder, at: property.span, &env)
            default:
                continue
            }
        }
        throw RuntimeError("type '\(type)' has no member '\(name)'", at: span)
    }

    /// `value.name`: a field, a computed property, or a property of a built-in type.
    func instanceMember(of value: Value, _ name: String, at span: SourceSpan) throws(RuntimeError) -> Value {
        switch value {
        case .instance(let instance):
            if let field = instance.fields[name] { return field }
            if let property = computedProperty(named: name, in: instance.typeName) {
                return try evaluateComputed(property, on: value, typeName: instance.typeName, fields: instance.fields)
            }
        case .enumCase(let enumCase):
            if name == "rawValue", let raw = try rawValue(of: enumCase, at: span) { return raw }
            if let property = computedProperty(named: name, in: enumCase.typeName) {
                return try evaluateComputed(property, on: value, typeName: enumCase.typeName, fields: [:])
            }
            if name == "id", index.enums[enumCase.typeName]?.conformances.contains("Identifiable") == true {
                return value
            }
        case .tuple(let items, let labels):
            if let position = Int(name), items.indices.contains(position) { return items[position] }
            if let position = labels.firstIndex(of: name) { return items[position] }
        default:
            if let builtin = try builtinInstanceMember(value, name, at: span) { return builtin }
        }
        throw RuntimeError("value of type \(value.typeName) has no member '\(name)'", at: span)
    }

    private func evaluateComputed(_ property: ComputedPropertyDecl, on value: Value, typeName: String, fields: [String: Value]) throws(RuntimeError) -> Value {
        var env = Env(owner: SelfContext(typeName: typeName, fields: fields, value: value))
        return try runBody(property.body, hint: hint(for: property.type, context: typeName),
                           isViewBuilder: property.isViewBuilder, at: property.span, &env)
    }

    /// `value.name(arguments)`: a modifier, a collection method, or a method of a scene type.
    func methodCall(on value: Value, _ name: String, _ arguments: [Argument], _ hint: TypeHint, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> Value {
        switch value {
        case .instance(let instance):
            if let method = method(named: name, in: instance.typeName) {
                let owner = SelfContext(typeName: instance.typeName, fields: instance.fields, value: value)
                return try callFunction(method, arguments, owner: owner, at: span, &env)
            }
        case .enumCase(let enumCase):
            if let method = method(named: name, in: enumCase.typeName) {
                let owner = SelfContext(typeName: enumCase.typeName, fields: [:], value: value)
                return try callFunction(method, arguments, owner: owner, at: span, &env)
            }
        case .view, .color, .style:
            if case .color(let color) = value, name == "opacity" {
                var args = CallArguments(arguments, callee: "opacity(_:)", span: span)
                let opacity = try requiredDouble(&args, nil, &env)
                try args.finish()
                var faded = color
                faded.opacity *= opacity
                return .color(faded)
            }
            let view = try asView(value, at: span)
            return .view(try applyModifier(name, to: view, arguments, at: span, &env))
        default:
            break
        }
        if let result = try builtinMethod(on: value, name, arguments, hint, at: span, &env) { return result }
        throw RuntimeError("value of type \(value.typeName) has no method '\(name)' that Flipbook supports", at: span)
    }
}
