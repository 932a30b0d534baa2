import FlipbookModel
import FlipbookSyntax

/// The program's declarations, organised for name lookup: types by full dotted name (their
/// extensions merged in), extensions of native types and of protocols, top-level functions and
/// values. The scene's own declarations come first; the prelude fills in what they do not
/// declare (the user's own declarations win over any built-in of the same name).
final class ProgramIndex: @unchecked Sendable {
    private(set) var types: [String: TypeInfo] = [:]
    /// Members added to native types (`extension Color { … }`, `extension Double { … }`).
    private(set) var nativeExtensions: [String: TypeInfo] = [:]
    /// Members added to protocols (`extension View { func card() -> some View }`), by protocol.
    private(set) var protocolExtensions: [String: TypeInfo] = [:]
    /// The types whose static members an `extension P where Self == T` declares, by protocol:
    /// `.buttonStyle(.big)` finds `big` on `BigButtonStyle` through `ButtonStyle`.
    private(set) var sameTypeExtensions: [String: [TypeInfo]] = [:]
    private(set) var functions: [String: [FunctionDecl]] = [:]
    private var sceneFunctionNames: Set<String> = []
    private(set) var globals: [String: StoredProperty] = [:]
    /// Top-level computed variables (`var topInset: CGFloat { … }`), run on each use.
    private(set) var globalComputed: [String: ComputedProperty] = [:]
    private(set) var typeAliases: [String: TypeRef] = [:]
    /// The generic parameters of the top-level type aliases that have some
    /// (`typealias FetchedResults<Result> = [Result]`), by the alias's name.
    private(set) var typeAliasParameters: [String: [String]] = [:]
    /// Declarations made twice and errors left unhandled, reported as errors.
    private(set) var diagnostics: [Diagnostic] = []
    /// The native type an extension being merged names as written (`Float`), when Flipbook
    /// models it as another (`Double`); and which written type declared each such member.
    private var extendedAlias: String?
    private var aliasMemberOrigins: [String: String] = [:]

    init(declarations: [Decl], prelude: [Decl]) {
        var extensions: [ExtensionDecl] = []
        for decl in declarations { add(decl, parent: nil, extensions: &extensions, isPrelude: false) }
        for decl in prelude { add(decl, parent: nil, extensions: &extensions, isPrelude: true) }
        for info in types.values { resolveSuperclass(info) }
        applyInDependencyOrder(extensions)
        // Classes declared in extensions (`extension Screen { class Model: Base {} }`) exist now.
        for info in types.values where info.superclass == nil { resolveSuperclass(info) }
        inheritDeclaredProtocols()
        resolveCustomWrappers()
        inferAnimatableData()
        diagnostics += ThrowCheck.check(declarations)
        diagnostics += ReturnCheck.check(
            declarations, builders: Set(types.values.filter(\.isResultBuilder).map(\.simpleName)))
    }

    /// `Animatable`'s associated type, as Swift infers it from the witness: in a type whose
    /// `animatableData` is written `AnimatablePair<Double, Double>`, `AnimatableData` names that.
    private func inferAnimatableData() {
        for info in types.values where info.typeAliases["AnimatableData"] == nil {
            let written =
                info.computedProperties["animatableData"]?.type
                ?? info.storedProperties.first { $0.name == "animatableData" }?.type
            if let written { info.typeAliases["AnimatableData"] = written }
        }
    }

    // MARK: - Lookup

    /// The full name of a type written as `name` inside `context` (Swift looks in the enclosing
    /// types first, then at the top level); nil for a name that is not a declared type.
    func resolveType(_ name: String, from context: TypeInfo?) -> TypeInfo? {
        if name.contains(".") {
            let parts = name.split(separator: ".").map(String.init)
            // `...` names no type (found by the fuzzer: an operator read as a name).
            guard let first = parts.first else { return nil }
            // `Animation.RepeatMode`, declared in an `extension Animation`, by its full name.
            guard var current = resolveType(first, from: context) else { return types[name] }
            for part in parts.dropFirst() {
                guard let nested = current.nestedTypes[part] else { return nil }
                current = nested
            }
            return current
        }
        var scope = context
        while let current = scope {
            if current.simpleName == name, types[current.name] === current { return current }
            if let nested = current.nestedTypes[name] { return nested }
            if let superclass = current.superclass, let nested = superclass.nestedTypes[name] { return nested }
            scope = current.parent
        }
        return types[name]
    }

    /// The protocols a type conforms to, including those its protocols inherit.
    func allConformances(of names: [String]) -> [String] {
        var result: [String] = []
        var queue = names
        while let next = queue.first {
            queue.removeFirst()
            guard !result.contains(next) else { continue }
            result.append(next)
            if let proto = types[next], proto.kind == .protocol {
                queue += proto.inheritance
            } else if let inherited = Self.swiftUIInheritance[next] {
                queue += inherited
            }
        }
        return result
    }

    /// What SwiftUI's own protocols inherit: a `Shape` is a `View`, so `extension View`
    /// methods apply to the scene's shapes.
    static let swiftUIInheritance: [String: [String]] = [
        "Shape": ["Animatable", "View"],
        "InsettableShape": ["Shape"],
        "GeometryEffect": ["Animatable", "ViewModifier"],
        "AnimatableModifier": ["Animatable", "ViewModifier"],
        "Layout": ["Animatable"],
        "VectorArithmetic": ["AdditiveArithmetic"],
        // Swift's own, which a scene's generic constraints name.
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
    ]

    // MARK: - Building

    private func add(_ decl: Decl, parent: TypeInfo?, extensions: inout [ExtensionDecl], isPrelude: Bool) {
        switch decl.kind {
        case .type(let typeDecl):
            let fullName = parent.map { "\($0.name).\(typeDecl.name)" } ?? typeDecl.name
            var key = fullName
            if types[fullName] != nil {
                guard isPrelude, parent == nil, types["SwiftUI." + fullName] == nil else {
                    if !isPrelude { duplicate(fullName, at: typeDecl.nameSpan) }
                    return
                }
                // The scene's own type of a name SwiftUI has (`enum Tab`): SwiftUI's stays
                // reachable by its module-qualified name, `SwiftUI.Tab`.
                key = "SwiftUI." + fullName
            }
            let info = TypeInfo(name: fullName, kind: typeDecl.kind)
            info.parent = parent
            info.span = typeDecl.nameSpan
            info.genericParameters = typeDecl.genericParameters.map(\.name)
            for parameter in typeDecl.genericParameters {
                info.genericConstraints[parameter.name] = parameter.constraint?.kind.dottedName
            }
            info.inheritance = typeDecl.inheritance.compactMap { $0.kind.dottedName }
            // SwiftData's `@Model` macro adds the class's conformance to `PersistentModel`.
            if decl.attribute("Model") != nil, typeDecl.kind == .class { info.inheritance.append("PersistentModel") }
            info.isResultBuilder = decl.attribute("resultBuilder") != nil
            info.isPropertyWrapper = decl.attribute("propertyWrapper") != nil
            info.isObservationMacro = decl.attribute("Observable") != nil || decl.attribute("Model") != nil
            types[key] = info
            parent?.nestedTypes[typeDecl.name] = info
            for member in typeDecl.members {
                addMember(member, to: info, extensions: &extensions, isPrelude: isPrelude)
            }
            info.declaresInitializers = !isPrelude && !info.initializers.isEmpty
        case .extension(let ext):
            extensions.append(ext)
        case .function(var function):
            if let parent {
                addMember(decl, to: parent, extensions: &extensions, isPrelude: isPrelude)
            } else if !isPrelude || !sceneFunctionNames.contains(function.name) {
                // The scene's own function of a name hides the prelude's (all its overloads).
                if !isPrelude { sceneFunctionNames.insert(function.name) }
                function.isViewBuilder = decl.attribute("ViewBuilder") != nil
                function.attributeNames = decl.attributes.map(\.name)
                functions[function.name, default: []].append(function)
            }
        case .variable(let variable):
            for binding in variable.bindings {
                guard let name = binding.name else { continue }
                if globals[name] != nil || globalComputed[name] != nil {
                    if !isPrelude { duplicate(name, at: binding.span) }
                    continue
                }
                if let accessors = binding.accessors, accessors.isComputed {
                    globalComputed[name] = ComputedProperty(
                        name: name, type: binding.type, getter: accessors.get ?? [], setter: accessors.set,
                        isViewBuilder: decl.attribute("ViewBuilder") != nil, attributeNames: decl.attributes.map(\.name),
                        span: binding.span)
                    continue
                }
                globals[name] = StoredProperty(
                    name: name, type: binding.type, initializer: binding.initializer, isLet: variable.isLet,
                    isLazy: true, wrapper: nil, willSet: nil, didSet: nil, span: binding.span)
            }
        case .typeAlias(let alias):
            if let parent {
                parent.typeAliases[alias.name] = alias.type
            } else {
                typeAliases[alias.name] = alias.type
                if !alias.genericParameters.isEmpty { typeAliasParameters[alias.name] = alias.genericParameters.map(\.name) }
            }
        case .initializer, .enumCase, .subscript, .associatedType:
            if let parent { addMember(decl, to: parent, extensions: &extensions, isPrelude: isPrelude) }
        case .preview, .unsupported:
            break
        }
    }

    private func addMember(_ decl: Decl, to info: TypeInfo, extensions: inout [ExtensionDecl], isPrelude: Bool) {
        let isStatic = decl.isStatic
        switch decl.kind {
        case .type, .extension:
            add(decl, parent: info, extensions: &extensions, isPrelude: isPrelude)
        case .function(var function):
            function.isMutating = decl.modifiers.contains("mutating")
            function.isViewBuilder = decl.attribute("ViewBuilder") != nil
            function.attributeNames = decl.attributes.map(\.name)
            if isStatic {
                info.staticMethods[function.name, default: []].append(function)
            } else {
                info.methods[function.name, default: []].append(function)
            }
        case .initializer(let initializer):
            info.initializers.append(initializer)
        case .variable(let variable):
            for binding in variable.bindings {
                guard let name = binding.name else { continue }
                addVariable(name, binding, decl: decl, isLet: variable.isLet, isStatic: isStatic, to: info)
            }
        case .enumCase(let elements):
            for element in elements {
                if info.enumCase(named: element.name) != nil {
                    duplicate(element.name, at: element.span)
                } else {
                    info.enumCases.append(element)
                }
            }
        case .typeAlias(let alias):
            info.typeAliases[alias.name] = alias.type
        case .subscript(let sub):
            info.subscripts.append(sub)
        case .associatedType, .preview, .unsupported:
            break
        }
    }

    private func addVariable(
        _ name: String, _ binding: PatternBinding, decl: Decl, isLet: Bool, isStatic: Bool,
        to info: TypeInfo
    ) {
        let existing =
            isStatic
            ? info.staticStored[name]?.span ?? info.staticComputed[name]?.span
            : info.storedProperties.first { $0.name == name }?.span ?? info.computedProperties[name]?.span
        let originKey = "\(info.name).\(isStatic ? "static " : "")\(name)"
        if existing != nil, let alias = extendedAlias, let origin = aliasMemberOrigins[originKey], origin != alias {
            // `extension Double { var backing … }` and `extension Float { var backing … }` are
            // members of two Swift types that Flipbook models as one: the first declared serves both.
            return
        }
        if let alias = extendedAlias { aliasMemberOrigins[originKey] = alias }
        if let existing {
            // The scene's extension of a prelude type (`extension UIApplication { var keyWindow … }`)
            // replaces the prelude's member, as the scene's declarations win over the prelude's.
            guard existing.file.hasPrefix("<prelude"), !binding.span.file.hasPrefix("<prelude") else {
                duplicate(name, at: binding.span)
                return
            }
            if isStatic {
                info.staticStored[name] = nil
                info.staticComputed[name] = nil
            } else {
                info.storedProperties.removeAll { $0.name == name }
                info.computedProperties[name] = nil
            }
        }
        if let accessors = binding.accessors, accessors.isComputed || accessors.isRequirement {
            guard !accessors.isRequirement else {
                // A requirement's result builder is inferred for the property that implements it.
                if !decl.attributes.isEmpty { info.requirementAttributes[name] = decl.attributes.map(\.name) }
                return
            }
            let property = ComputedProperty(
                name: name, type: binding.type, getter: accessors.get ?? [], setter: accessors.set,
                isViewBuilder: decl.attribute("ViewBuilder") != nil
                    || (name == "body" && !isStatic && !Self.isWidgetBody(binding.type)),
                attributeNames: decl.attributes.map(\.name), span: binding.span, owner: info)
            if isStatic { info.staticComputed[name] = property } else { info.computedProperties[name] = property }
            return
        }
        // `@Entry var x = v` in `extension EnvironmentValues` declares a key with a default.
        var wrapper = decl.attributes.first { StoredProperty.wrapperNames.contains($0.name) }
        var initializer = binding.initializer
        // `@ScaledMetric(wrappedValue: 32, relativeTo: .body) var x: Double`, `@State(wrappedValue: 0)
        // var n: Int`: the attribute's `wrappedValue:` is the initial value, as `= 32` would be.
        if initializer == nil, let written = wrapper?.arguments?.first(where: { $0.label == "wrappedValue" }) {
            initializer = written.value
            wrapper?.arguments?.removeAll { $0.label == "wrappedValue" }
            if wrapper?.arguments?.isEmpty == true { wrapper?.arguments = nil }
        }
        let property = StoredProperty(
            name: name, type: binding.type, initializer: initializer, isLet: isLet,
            isLazy: decl.modifiers.contains("lazy"), wrapper: wrapper, attributeNames: decl.attributes.map(\.name),
            willSet: binding.accessors?.willSet, didSet: binding.accessors?.didSet, span: binding.span, owner: info,
            attributes: decl.attributes)
        if isStatic { info.staticStored[name] = property } else { info.storedProperties.append(property) }
    }

    /// Applies extensions of declared types once their type exists: an extension may extend a
    /// type that another extension declares (`extension Outer { struct Inner }` after
    /// `extension Outer.Inner: View`), as Swift's declarations have no order. What never
    /// resolves to a declared type (native types, protocols) goes last, in source order.
    private func applyInDependencyOrder(_ extensions: [ExtensionDecl]) {
        var pending = extensions
        while !pending.isEmpty {
            var deferred: [ExtensionDecl] = []
            for ext in pending {
                if let name = Self.extendedName(ext.extendedType.kind), declaredType(extendedBy: name) == nil {
                    deferred.append(ext)
                } else {
                    apply(ext)
                }
            }
            if deferred.count == pending.count {
                // Extensions of native types that nest types of their own (the prelude's
                // `extension Text { struct Layout }`) go first: an extension of a nested type
                // (`extension Text.Layout`) then finds it.
                let nesting = deferred.filter { ext in ext.members.contains { if case .type = $0.kind { true } else { false } } }
                if !nesting.isEmpty && nesting.count < deferred.count {
                    for ext in nesting { apply(ext) }
                    pending = deferred.filter { ext in !ext.members.contains { if case .type = $0.kind { true } else { false } } }
                    continue
                }
                for ext in deferred { apply(ext) }
                return
            }
            pending = deferred
        }
    }

    /// The name of the type an extension extends: `extension [Card]` extends `Array`.
    private static func extendedName(_ kind: TypeExpr) -> String? {
        if case .array = kind { return "Array" }
        return kind.dottedName
    }

    /// The declared type an extension names, through top-level type aliases
    /// (`typealias ExampleView = Viewer.Example; extension ExampleView: View`).
    private func declaredType(extendedBy name: String) -> TypeInfo? {
        var name = name
        for _ in 0..<8 {
            if let declared = resolveType(name, from: nil) { return declared }
            let first = String(name.prefix { $0 != "." })
            guard let alias = typeAliases[first]?.kind.dottedName else { return nil }
            name = alias + name.dropFirst(first.count)
        }
        return nil
    }

    /// Merges an extension into the type it extends: a declared type, a protocol, or a
    /// native type (whose extension members live in `nativeExtensions`).
    private func apply(_ ext: ExtensionDecl) {
        guard let name = Self.extendedName(ext.extendedType.kind) else { return }
        // `extension ButtonStyle where Self == BigButtonStyle { static var big: Self { .init() } }`:
        // the members are `BigButtonStyle`'s (`Self` is that type in their bodies), reached from
        // the protocol by implicit member (`.buttonStyle(.big)`).
        if let constrained = Self.sameTypeSelf(ext), let type = declaredType(extendedBy: constrained),
            type.name != name, declaredType(extendedBy: name)?.kind ?? .protocol == .protocol
        {
            var nested: [ExtensionDecl] = []
            for member in ext.members {
                addMember(member, to: type, extensions: &nested, isPrelude: false)
            }
            for inner in nested { apply(inner) }
            if !(sameTypeExtensions[name]?.contains { $0 === type } ?? false) {
                sameTypeExtensions[name, default: []].append(type)
            }
            return
        }
        let target: TypeInfo
        if let declared = declaredType(extendedBy: name) {
            target = declared
        } else if Self.nativeProtocols.contains(name) {
            target = protocolExtensions[name] ?? TypeInfo(name: name, kind: .protocol, isDeclared: false)
            protocolExtensions[name] = target
        } else {
            // `extension CGFloat` extends Flipbook's one floating-point type, whatever its name.
            let canonical = NativeTypes.canonicalName(typeAliases[name].flatMap { Self.extendedName($0.kind) } ?? name)
            target = nativeExtensions[canonical] ?? TypeInfo(name: canonical, kind: .struct, isDeclared: false)
            for key in [canonical] + (NativeTypes.table[canonical]?.aliases ?? []) { nativeExtensions[key] = target }
            extendedAlias = name
        }
        defer { extendedAlias = nil }
        target.inheritance += ext.inheritance.compactMap { $0.kind.dottedName }
        let staticNamesBefore = Set(target.staticComputed.keys).union(target.staticMethods.keys).union(target.staticStored.keys)
        var nested: [ExtensionDecl] = []
        for member in ext.members {
            addMember(member, to: target, extensions: &nested, isPrelude: false)
        }
        // `extension ShapeStyle where Self == Color { static var brand: Color { self.init(…) } }`:
        // in those static members, `self` is Color.
        if target.kind == .protocol, let constrained = Self.sameTypeSelf(ext) {
            let added = Set(target.staticComputed.keys).union(target.staticMethods.keys).union(target.staticStored.keys)
                .subtracting(staticNamesBefore)
            for name in added { target.staticSelfTypes[name] = constrained }
        }
        for inner in nested { apply(inner) }
        if target.kind == .protocol && target.isDeclared {
            protocolExtensions[target.name] = target
        }
    }

    /// `T` of an extension's `where Self == T`.
    private static func sameTypeSelf(_ ext: ExtensionDecl) -> String? {
        ext.requirements.first { $0.isSameType && $0.subject.kind.dottedName == "Self" }?.constraint.kind.dottedName
    }

    /// A type conforming to a protocol of the scene (or the prelude) also conforms to what that
    /// protocol inherits: the conformer of `protocol Card: View` is a view.
    private func inheritDeclaredProtocols() {
        for info in types.values where info.kind != .protocol {
            var queue = info.inheritance
            var seen = Set(queue)
            while let next = queue.popLast() {
                guard let proto = types[next], proto.kind == .protocol else { continue }
                for inherited in proto.inheritance where seen.insert(inherited).inserted {
                    info.inheritance.append(inherited)
                    queue.append(inherited)
                }
            }
        }
    }

    private func resolveSuperclass(_ info: TypeInfo) {
        guard info.kind == .class, let first = info.inheritance.first,
            let superclass = resolveType(first, from: info.parent), superclass.kind == .class
        else { return }
        info.superclass = superclass
    }

    /// A property written with the scene's own `@propertyWrapper` keeps an instance of it:
    /// its attribute becomes the property's wrapper, as SwiftUI's are.
    private func resolveCustomWrappers() {
        for info in types.values {
            for index in info.storedProperties.indices {
                resolveCustomWrapper(&info.storedProperties[index], in: info)
            }
            for name in info.staticStored.keys {
                resolveCustomWrapper(&info.staticStored[name]!, in: info)
            }
        }
    }

    private func resolveCustomWrapper(_ property: inout StoredProperty, in info: TypeInfo) {
        guard property.wrapper == nil else { return }
        for attribute in property.attributes {
            guard let type = resolveType(attribute.name, from: info), type.isPropertyWrapper else { continue }
            property.wrapper = attribute
            property.customWrapper = type
            return
        }
    }

    private func duplicate(_ name: String, at span: SourceSpan) {
        diagnostics.append(.error("invalid redeclaration of '\(name)'", at: span))
    }

    /// Protocols the prelude does not declare but that scenes extend: their extension
    /// members apply to every conforming value.
    static let nativeProtocols: Set<String> = [
        "View", "Shape", "InsettableShape", "ViewModifier", "Transition", "Animatable", "Equatable", "Hashable",
        "Comparable", "Identifiable", "Collection", "Sequence", "RandomAccessCollection", "BinaryFloatingPoint",
        "FloatingPoint", "BinaryInteger", "Numeric", "StringProtocol", "ShapeStyle", "Layout", "ButtonStyle",
        "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "GaugeStyle", "ProgressViewStyle", "TextFieldStyle", "GroupBoxStyle", "PreferenceKey", "EnvironmentKey", "Error",
        "CustomStringConvertible", "CaseIterable", "RawRepresentable", "AdditiveArithmetic", "VectorArithmetic",
        "PreviewProvider",
    ]
}

extension StoredProperty {
    /// The property wrappers Flipbook implements.
    static let wrapperNames: Set<String> = [
        "State", "Binding", "Environment", "EnvironmentObject", "StateObject", "ObservedObject", "Namespace",
        "AppStorage", "SceneStorage", "FocusState", "GestureState", "Bindable", "Published", "Entry",
        "ScaledMetric", "AccessibilityFocusState", "Query", "FetchRequest", "SectionedFetchRequest",
        // Not a wrapper, but it changes the memberwise initializer the same way (a builder closure).
        "ViewBuilder",
    ]
}

extension ProgramIndex {
    /// A widget's `body` (`some WidgetConfiguration`) and a widget bundle's (`some Widget`) are
    /// built by WidgetKit's builders, not as views.
    static func isWidgetBody(_ type: TypeRef?) -> Bool {
        guard case .some(let inner)? = type?.kind else { return false }
        return inner.simpleName == "WidgetConfiguration" || inner.simpleName == "Widget"
    }
}
