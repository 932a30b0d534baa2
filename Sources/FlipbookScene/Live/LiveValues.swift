import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// Registers a value that later stages call back into (a shape, an animatable modifier…),
    /// frozen: what it refers to is copied, so it reads this instant's values whenever it runs.
    func registerLive(_ value: Value) -> LiveHandle {
        defer { freezingObjects = [:] }
        let frozen = freezeClosure(value) ?? freeze(value)
        let typeName = self.typeName(of: frozen)
        let fingerprint: String
        if let key = try? hashKey(frozen, at: .unknown(file: program.fileName)) {
            fingerprint = key.description
        } else {
            liveCount += 1
            fingerprint = "\(typeName)#\(liveCount)"
        }
        liveTable[fingerprint] = frozen
        return LiveHandle(typeName: typeName, fingerprint: fingerprint)
    }

    /// A closure that later stages call (an `alignmentGuide`'s), with what it captured read now:
    /// at layout time it sees the state of the transaction it was made in, not the run's last.
    private func freezeClosure(_ value: Value) -> Value? {
        guard case .function(let function) = value, case .closure(let closure, let scope, let context) = function.body
        else { return nil }
        let copy = Function(
            .closure(closure, scope: frozen(scope), typeContext: context), name: function.name, span: function.span)
        copy.buildsViews = function.buildsViews
        copy.resultBuilder = function.resultBuilder
        copy.resultHint = function.resultHint
        return .function(copy)
    }

    /// A copy of a scope chain up to the global scope, its variables frozen (functions are kept
    /// as they are: a local function captures the scope it is declared in).
    private func frozen(_ scope: Scope) -> Scope {
        if scope === globalScope { return scope }
        let copy = Scope(parent: scope.parent.map(frozen))
        for (name, variable) in scope.variables {
            if case .function = variable.value {
                copy.declare(name, variable: variable)
            } else {
                copy.declare(name, freeze(variable.value), isLet: variable.isLet)
            }
        }
        return copy
    }

    /// A copy of a value with its property wrappers read and its objects copied.
    func freeze(_ value: Value) -> Value {
        switch value {
        case .instance(var instance):
            for (name, field) in instance.fields {
                if case .wrapper(let wrapper) = field {
                    instance.fields[name] =
                        (try? wrappedValue(wrapper, name, at: .unknown(file: program.fileName))).map(freeze) ?? Value.none
                } else {
                    instance.fields[name] = freeze(field)
                }
            }
            return .instance(instance)
        case .object(let object):
            // Objects refer to each other in cycles (a Core Data object and its context, a
            // SwiftData container and its context): each is copied once, its copy shared.
            if let copied = freezingObjects[object.serial] { return .object(copied) }
            let copy = Object(type: object.type, fields: [:], serial: object.serial, log: nil)
            freezingObjects[object.serial] = copy
            for (name, field) in object.fields { copy.fields[name] = freeze(field) }
            return .object(copy)
        case .array(let items):
            guard items.count >= 16 else { return .array(items.map(freeze)) }
            let storage = items.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
            if let known = frozenArrays[storage], known.original.count == items.count { return .array(known.frozen) }
            let frozen = items.map(freeze)
            frozenArrays[storage] = (items, frozen)
            return .array(frozen)
        case .enumCase(var e):
            e.payload = e.payload.map(freeze)
            return .enumCase(e)
        case .tuple(let items, let labels):
            return .tuple(items.map(freeze), labels: labels)
        default:
            return value
        }
    }

    /// A custom `Shape` instance as shape geometry that runs its `path(in:)` when drawn.
    func customShape(_ instance: Instance, at span: SourceSpan) throws(Interrupt) -> ShapeGeometry {
        // SwiftUI's `ContainerRelativeShape` (the prelude's): what the environment's container is.
        if instance.type.name == "ContainerRelativeShape", let declared = instance.type.span, Self.isPrelude(declared) {
            return .containerRelative
        }
        let data = try animatableData(of: .instance(instance), at: span)
        return .custom(registerLive(.instance(instance)), animatableData: data)
    }

    /// A value's `animatableData` as a vector ([] when it has none).
    func animatableData(of value: Value, at span: SourceSpan) throws(Interrupt) -> [Double] {
        guard let type = declaredType(of: value),
            type.storedProperty(named: "animatableData") != nil || type.computedProperty(named: "animatableData") != nil
                || extensionMember("animatableData", of: value) != nil
        else { return [] }
        return try vector(member(of: value, "animatableData", at: span, Env(scope: globalScope)), at: span)
    }

    /// Sets a value's `animatableData` from a vector.
    func setAnimatableData(_ value: inout Value, _ data: [Double], at span: SourceSpan) throws(Interrupt) {
        guard !data.isEmpty else { return }
        let current = try member(of: value, "animatableData", at: span, Env(scope: globalScope))
        var rest = data[...]
        let rebuilt = try rebuild(current, from: &rest, at: span)
        try setField(&value, "animatableData", rebuilt, at: span)
    }

    /// A `VectorArithmetic` value as components: numbers, `AnimatablePair`s, points, sizes,
    /// rects, angles.
    func vector(_ value: Value, at span: SourceSpan) throws(Interrupt) -> [Double] {
        switch value {
        case .int(let i): return [Double(i)]
        case .double(let d): return [d]
        case .native(.angle(let a)): return [a.radians]
        case .instance(let instance):
            var out: [Double] = []
            for property in instance.type.storedProperties {
                guard let field = instance.fields[property.name] else { continue }
                out += try vector(field, at: span)
            }
            return out
        // An array of vectors (the usual `AnimatableVector` of a chart or a wave, or an
        // `extension Array: VectorArithmetic`): its elements in order. Arrays of different
        // lengths do not interpolate; the change jumps.
        case .array(let items):
            var out: [Double] = []
            for item in items { out += try vector(item, at: span) }
            return out
        case .void, .none: return []
        default: throw .error("animatableData of type \(typeName(of: value)) is not supported by Flipbook yet", at: span)
        }
    }

    func rebuild(_ template: Value, from data: inout ArraySlice<Double>, at span: SourceSpan) throws(Interrupt) -> Value {
        switch template {
        case .int, .double:
            guard let first = data.first else { return template }
            data = data.dropFirst()
            return .double(first)
        case .native(.angle):
            guard let first = data.first else { return template }
            data = data.dropFirst()
            return .native(.angle(Angle(radians: first)))
        case .instance(var instance):
            for property in instance.type.storedProperties {
                guard let field = instance.fields[property.name] else { continue }
                instance.fields[property.name] = try rebuild(field, from: &data, at: span)
            }
            return .instance(instance)
        case .array(let items):
            var rebuilt: [Value] = []
            for item in items { rebuilt.append(try rebuild(item, from: &data, at: span)) }
            return .array(rebuilt)
        default:
            return template
        }
    }
}
