import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// The value of a stored field: the field itself, or what its property wrapper reads.
    func readField(_ field: Value, of receiver: Value, _ name: String, at span: SourceSpan) throws(Interrupt) -> Value {
        guard case .wrapper(let wrapper) = field else { return field }
        // A style is not a view: its state would have no place in the view tree.
        if case .state(let cell) = wrapper, cell.location == nil, cell.initial == nil, case .instance(let instance) = receiver,
            let style = instance.type.inheritance.first(where: { $0.hasSuffix("Style") })
        {
            throw .error(
                "@State in a \(style) ('\(instance.type.name)') is not supported by Flipbook yet; keep '\(name)' in a view, "
                    + "such as one that makeBody returns", at: span)
        }
        // `title = selected ?? "All"` in an initializer: before the view has a place, a state
        // reads its initial value, as SwiftUI's does (with a runtime warning).
        if case .state(let cell) = wrapper, cell.location == nil, cell.initial == nil,
            let initial = try initialStateValue(name, of: receiver)
        {
            return initial
        }
        return try wrappedValue(wrapper, name, at: span)
    }

    /// The value a `@State` property's declaration gives it (`nil` for an optional without one);
    /// nil when there is none.
    private func initialStateValue(_ name: String, of receiver: Value) throws(Interrupt) -> Value? {
        guard let type = declaredType(of: receiver),
            let property = type.allStoredProperties.first(where: { $0.name == name })
        else { return nil }
        let env = Env(scope: globalScope.child(), typeContext: type)
        let hint = try property.type.map { ref throws(Interrupt) in try resolve(ref, env) }
        if let initializer = property.initializer { return try eval(initializer, hint, env) }
        if case .optional? = hint { return Value.none }
        return nil
    }

    /// What a property wrapper reads.
    func wrappedValue(_ wrapper: PropertyWrapper, _ name: String, at span: SourceSpan) throws(Interrupt) -> Value {
        switch wrapper {
        case .state(let cell), .namespace(let cell):
            if let location = cell.location, let value = state[location] ?? retiredState[location] {
                dependencies.read(.state(location))
                return value
            }
            if let initial = cell.initial { return initial }
            throw .error("'\(name)' is read before its view has a place in the view tree", at: span)
        case .binding(let binding):
            return try read(binding, at: span)
        case .environment(let read):
            if let type = read.missingObject { throw .error(Self.missingEnvironmentObject(type), at: span) }
            guard let value = read.value else {
                throw .error("'\(name)' reads the environment before its view has a place in the view tree", at: span)
            }
            return value
        case .appStorage(let key, let initial):
            dependencies.read(.state(StateLocation(owner: .appStorage, name: key)))
            return state[StateLocation(owner: .appStorage, name: key)] ?? initial
        case .observed(let value):
            return value
        case .query(let read):
            // The results are fetched again at each update: a body that reads them runs again.
            dependencies.readUntracked()
            guard let location = read.location, let results = queryResults[location] else {
                throw .error("'\(name)' reads the environment before its view has a place in the view tree", at: span)
            }
            return results
        case .custom(let storage):
            return try member(of: storage, "wrappedValue", at: span, Env(scope: globalScope))
        }
    }

    /// The projected value (`$name`) of a wrapped property: a binding, or the wrapper's own.
    func projectedValue(_ wrapper: PropertyWrapper, _ name: String, at span: SourceSpan) throws(Interrupt) -> Value {
        switch wrapper {
        case .state(let cell):
            // A binding to the storage, also when it holds an object: `$selection = nil` of an
            // `@State var selection: Item?` holding an item clears it, and `$model.name` sets
            // the object's property in place.
            if let location = cell.location { return .binding(.state(location)) }
            return .binding(.constant(try wrappedValue(wrapper, name, at: span)))
        case .binding(let binding):
            return .binding(binding)
        case .appStorage(let key, let initial):
            // The defaults hold the key's value from the first read on (the same value the
            // wrapper reads until something writes it): a binding reads it there.
            let location = StateLocation(owner: .appStorage, name: key)
            if state[location] == nil { state[location] = initial }
            return .binding(.state(location))
        case .observed(let value):
            if case .object(let object) = value { return .binding(.object(object)) }
            return value
        case .environment(let read):
            if let type = read.missingObject { throw .error(Self.missingEnvironmentObject(type), at: span) }
            if case .object(let object)? = read.value { return .binding(.object(object)) }
            throw .error("'\(name)' has no projected value ('$\(name)')", at: span)
        case .custom(let storage):
            guard declaredType(of: storage)?.hasProperty(named: "projectedValue") == true else {
                throw .error("'\(name)' has no projected value ('$\(name)')", at: span)
            }
            return try member(of: storage, "projectedValue", at: span, Env(scope: globalScope))
        case .namespace, .query:
            throw .error("'\(name)' has no projected value ('$\(name)')", at: span)
        }
    }

    /// Writes through a property wrapper. Returns false when the wrapper cannot be written.
    func writeWrapped(_ wrapper: PropertyWrapper, _ value: Value, _ name: String, at span: SourceSpan) throws(Interrupt) {
        switch wrapper {
        case .state(let cell):
            guard let location = cell.location else {
                throw .error("'\(name)' is changed before its view has a place in the view tree; set it in .onAppear", at: span)
            }
            try setState(location, value, at: span)
        case .binding(let binding):
            try write(binding, value, at: span)
        case .appStorage(let key, _):
            try setState(StateLocation(owner: .appStorage, name: key), value, at: span)
        case .custom(var storage):
            // Reached only through a wrapper whose setter leaves its storage as it is (a class,
            // or a `nonmutating set`); `setField` writes a struct's storage back.
            try setMember(&storage, "wrappedValue", value, at: span)
        case .environment, .namespace, .observed, .query:
            throw .error("cannot assign to '\(name)': it is read-only", at: span)
        }
    }

    /// Runs a computed property's getter with `self` as `receiver`.
    func runGetter(
        _ property: ComputedProperty, receiver: Value, at span: SourceSpan, isStatic: Bool = false
    ) throws(Interrupt) -> Value {
        let scope = globalScope.child()
        scope.declare("self", receiver, isLet: true)
        // In a protocol extension, `Self` is the conforming type (`Self.imageAssetPrefix`).
        let owner = property.owner.flatMap { $0.kind == .protocol ? nil : $0 }
        var env = Env(scope: scope, typeContext: owner ?? declaredType(of: receiver) ?? property.owner)
        if !isStatic, case .type = receiver { env.typeContext = property.owner }
        let hint = try property.type.map { ref throws(Interrupt) in try resolve(ref, env) }
        let builder = resultBuilder(named: property.attributeNames) ?? inferredBuilder(of: property)
        // A getter is a call: `var x: Int { x + 1 }` recurses, and is stopped like a function.
        return try enter(at: span) { () throws(Interrupt) in
            try runBody(
                property.getter, hint: hint, buildsViews: property.isViewBuilder && builder == nil,
                resultBuilder: builder, at: property.span, env)
        }
    }

    /// The result builder Swift infers for a property written without one (SE-0289): that of
    /// the requirement it implements in a protocol its type conforms to (a `ChartContent`'s
    /// `body` is built by `ChartContentBuilder`, as a `View`'s is by `ViewBuilder`).
    private func inferredBuilder(of property: ComputedProperty) -> TypeInfo? {
        guard let owner = property.owner else { return nil }
        for name in owner.inheritance {
            guard let proto = index.resolveType(name, from: owner.parent), proto.kind == .protocol,
                let attributes = proto.requirementAttributes[property.name]
            else { continue }
            if let builder = resultBuilder(named: attributes) { return builder }
        }
        return nil
    }

    /// Runs a computed property's setter on `receiver` (which it may change).
    func runSetter(_ property: ComputedProperty, receiver: inout Value, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        guard let setter = property.setter else {
            throw .error("cannot assign to property: '\(property.name)' is a get-only property", at: span)
        }
        let scope = globalScope.child()
        let selfVariable = Variable(receiver, isLet: false)
        scope.declare("self", variable: selfVariable)
        scope.declare(setter.parameterName, value, isLet: true)
        let env = Env(scope: scope, typeContext: property.owner ?? declaredType(of: receiver))
        _ = try runBody(setter.body, hint: nil, buildsViews: false, at: property.span, env)
        receiver = selfVariable.value
    }

    /// Sets a stored property of an instance or object, through its wrapper and observers.
    func setField(_ receiver: inout Value, _ name: String, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        guard let type = declaredType(of: receiver) else {
            throw .error("cannot assign to '\(name)' of a value of type \(typeName(of: receiver))", at: span)
        }
        if let property = type.computedProperty(named: name) {
            try runSetter(property, receiver: &receiver, value, at: span)
            return
        }
        if case .property(let property)? = extensionMember(name, of: receiver) {
            try runSetter(property, receiver: &receiver, value, at: span)
            return
        }
        guard let property = type.storedProperty(named: name) else {
            throw .error("value of type '\(type.name)' has no member '\(name)'", at: span)
        }
        let old = storedField(of: receiver, name)
        if case .wrapper(.state(let cell))? = old, cell.location == nil, isInitializing(receiver) {
            try initializeState(&receiver, property, cell, value, at: span)
            return
        }
        // `self.model = Model()` in an initializer makes the wrapper, as Swift's
        // `ObservedObject(wrappedValue:)` does: `$model` is its bindings.
        if let wrapper = property.wrapper?.name, wrapper == "ObservedObject" || wrapper == "Bindable",
            isInitializing(receiver)
        {
            switch receiver {
            case .instance(var instance):
                instance.fields[name] = .wrapper(.observed(value))
                receiver = .instance(instance)
            case .object(let object):
                object.fields[name] = .wrapper(.observed(value))
            default:
                break
            }
            return
        }
        if case .wrapper(.custom(var storage))? = old {
            let oldValue = try wrappedValue(.custom(storage), name, at: span)
            try runObserver(property.willSet, receiver: &receiver, value, owner: type, at: span)
            try setMember(&storage, "wrappedValue", value, at: span)
            try storeField(&receiver, name, .wrapper(.custom(storage)), at: span)
            try runObserver(property.didSet, receiver: &receiver, oldValue, owner: type, at: span)
            return
        }
        // `self.x = v` in an initializer, for `@Clamped var x` with no initial value: Swift
        // initializes the storage, `_x = Clamped(wrappedValue: v)`.
        if old == nil, let wrapperType = property.customWrapper, isInitializing(receiver) {
            let storage = try customWrapperStorage(wrapperType, property, wrappedValue: value, at: span)
            try storeField(&receiver, name, .wrapper(.custom(storage)), at: span)
            return
        }
        if case .wrapper(let wrapper)? = old {
            let oldValue = try wrappedValue(wrapper, name, at: span)
            // `player.score += 1` through `@Bindable var player` (or an environment object): the
            // object changed itself; the property still holds the same reference.
            if case .object(let new) = value, case .object(let current) = oldValue, new === current { return }
            try runObserver(property.willSet, receiver: &receiver, value, owner: type, at: span)
            try writeWrapped(wrapper, value, name, at: span)
            try runObserver(property.didSet, receiver: &receiver, oldValue, owner: type, at: span)
            return
        }
        if property.isLet, old != nil, !isInitializing(receiver) {
            throw .error("cannot assign to property: '\(name)' is a 'let' constant", at: span)
        }
        try runObserver(property.willSet, receiver: &receiver, value, owner: type, at: span)
        try storeField(&receiver, name, value, at: span)
        if let oldValue = old { try runObserver(property.didSet, receiver: &receiver, oldValue, owner: type, at: span) }
    }

    /// Stores a field's new raw value (a value or a wrapper's storage) in an instance or object.
    private func storeField(_ receiver: inout Value, _ name: String, _ value: Value, at span: SourceSpan) throws(Interrupt) {
        switch receiver {
        case .instance(var instance):
            instance.fields[name] = value
            receiver = .instance(instance)
        case .object(let object):
            // An object being initialized, or made by the views being evaluated, is nobody's
            // state yet; the prelude's classes (`DateFormatter`, `Scanner`) are tools, not
            // models that views observe, unless they say so (SwiftData's store).
            if !isInitializing(receiver), !isFresh(object),
                object.type.span?.file.hasPrefix("<prelude") != true || object.type.conforms(to: "_ObservedByViews")
            {
                // A class no view observes (a dependency container's cache, filled as a body
                // asks for a service) may change while the views are evaluated, as in SwiftUI.
                if object.type.isDeclared, !object.type.isObservedByViews, !objectsHeldAsState.contains(object.serial) {
                    try willChangeUnobserved(at: span)
                } else {
                    try willChange(at: span)
                }
            }
            // `@Published` sends the new value before the property changes.
            if let publisher = publishedPublishers[Self.publishedPublisherKey(object, name)] {
                _ = try callMethod(on: publisher, "_willSet", positional: [value], at: span, Env(scope: globalScope))
            }
            object.setField(name, value)
            frozenArrays = [:]
        default:
            break
        }
    }

    /// `willSet`/`didSet` bodies, with `newValue`/`oldValue` (or their own parameter name).
    private func runObserver(
        _ accessor: Accessor?, receiver: inout Value, _ parameter: Value, owner: TypeInfo,
        at span: SourceSpan
    ) throws(Interrupt) {
        guard let accessor else { return }
        let scope = globalScope.child()
        let selfVariable = Variable(receiver, isLet: false)
        scope.declare("self", variable: selfVariable)
        scope.declare(accessor.parameterName, parameter, isLet: true)
        _ = try runBody(accessor.body, hint: nil, buildsViews: false, at: span, Env(scope: scope, typeContext: owner))
        receiver = selfVariable.value
    }

    /// Whether `receiver` is being built by an initializer (where `let` properties are set).
    /// `self.x = value` in an initializer, for a `@State var x` of the value being built. With no
    /// initial value in its declaration, Swift's definite initialization turns the assignment into
    /// `_x = State(wrappedValue: value)`; with one, it calls the setter of a `State` not yet
    /// installed in a view, which SwiftUI ignores (and warns about at run time): so does Flipbook.
    private func initializeState(
        _ receiver: inout Value, _ property: StoredProperty, _ cell: StateCell, _ value: Value, at span: SourceSpan
    ) throws(Interrupt) {
        guard property.initializer == nil, cell.initial == nil else {
            warn(
                "'\(property.name)' already has an initial value, so SwiftUI ignores this assignment; write '_\(property.name) = State(initialValue: …)'",
                at: span)
            return
        }
        try setMember(&receiver, "_\(property.name)", .wrapper(.state(StateCell(initial: value, location: nil))), at: span)
    }

    func isInitializing(_ receiver: Value) -> Bool {
        switch receiver {
        case .instance(let instance): instance.fields[Interpreter.initializingMarker] != nil
        case .object(let object): object.fields[Interpreter.initializingMarker] != nil
        default: false
        }
    }

    /// A field an initializer sets on the value it builds, removed when it returns.
    static let initializingMarker = "\u{0}initializing"
}
