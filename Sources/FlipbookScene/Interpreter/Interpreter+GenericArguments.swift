import FlipbookModel
import FlipbookSyntax

/// A generic type's parameter named in its own code (`Option.allCases` in `struct
/// Picker<Option: CaseIterable>`): Swift knows the type each value was made with; Flipbook,
/// which keeps no static types, learns it from a stored property written with the parameter
/// (`@Binding var selection: Option`, `let items: [Option]`, `var current: Option?`).
extension Interpreter {
    /// The type `name` stands for where `env` runs: in a method, a computed property or an
    /// initializer of a generic type, `self`'s.
    func genericArgument(_ name: String, _ env: Env) -> TypeValue? {
        var context = env.typeContext
        while let type = context {
            if type.genericParameters.contains(name) {
                guard let receiver = env.selfVariable?.value else { return nil }
                let fields: [String: Value]
                switch receiver {
                case .instance(let instance): fields = instance.fields
                case .object(let object): fields = object.fields
                default: return nil
                }
                return genericArgument(name, in: type, fields: fields)
            }
            context = type.parent
        }
        return nil
    }

    /// The type `name` stands for, from the fields of a value of `type` (those set so far, while
    /// a memberwise initializer runs).
    func genericArgument(_ name: String, in type: TypeInfo, fields: [String: Value]) -> TypeValue? {
        for property in type.allStoredProperties {
            guard let written = property.type?.kind, let field = fields[property.name] else { continue }
            var value = field
            if case .wrapper(let wrapper) = field {
                guard let read = try? wrappedValue(wrapper, property.name, at: property.span) else { continue }
                value = read
            }
            if let found = typeOfParameter(name, written: written, value) { return found }
        }
        return nil
    }

    func typeOfParameter(_ name: String, written: TypeExpr, _ value: Value) -> TypeValue? {
        if case .binding(let binding) = value {
            guard let read = try? read(binding, at: .unknown(file: program.fileName)) else { return nil }
            return typeOfParameter(name, written: Self.bindingValueType(written), read)
        }
        switch written {
        case .named(let components) where components.count == 1:
            let component = components[0]
            if component.name == name, component.genericArguments.isEmpty {
                return value.isNone ? nil : typeOf(value)
            }
            if component.name == "Optional", component.genericArguments.count == 1 {
                return value.isNone ? nil : typeOfParameter(name, written: component.genericArguments[0], value)
            }
            if component.name == "Array", component.genericArguments.count == 1, case .array(let items) = value,
                let first = items.first
            {
                return typeOfParameter(name, written: component.genericArguments[0], first)
            }
            // `var table: [Card]` with `struct Card { var content: Content }` nested in the
            // generic type: the nested value's own fields tell the parameter it shares.
            if component.genericArguments.isEmpty, case .instance(let inner) = value,
                inner.type.name.hasSuffix("." + component.name), !inner.type.genericParameters.contains(name)
            {
                return genericArgument(name, in: inner.type, fields: inner.fields)
            }
            return nil
        case .optional(let inner):
            return value.isNone ? nil : typeOfParameter(name, written: inner, value)
        case .array(let inner):
            guard case .array(let items) = value, let first = items.first else { return nil }
            return typeOfParameter(name, written: inner, first)
        default:
            return nil
        }
    }

    /// `Binding<T>` written for a binding's value: `T`.
    private static func bindingValueType(_ written: TypeExpr) -> TypeExpr {
        if case .named(let components) = written, components.count == 1, components[0].name == "Binding",
            components[0].genericArguments.count == 1
        {
            return components[0].genericArguments[0]
        }
        return written
    }

    /// The generic parameters of `type` an initializer's arguments tell (`init(selection:
    /// Binding<Option>)`), as bound in `callee`.
    func genericArguments(of type: TypeInfo, from parameters: [Parameter], in callee: Env) -> [String: TypeValue] {
        var found: [String: TypeValue] = [:]
        for name in type.genericParameters {
            if case .type(let known)? = callee.scope.lookup(name)?.value {
                found[name] = known
                continue
            }
            for parameter in parameters {
                guard let written = parameter.type?.kind, let value = callee.scope.lookup(parameter.name)?.value,
                    let type = typeOfParameter(name, written: written, value)
                else { continue }
                found[name] = type
                break
            }
        }
        return found
    }
}
