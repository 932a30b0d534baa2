import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary
import Foundation

extension Interpreter {
    /// A string literal's text, interpolations included (`"\(x)"`, `"\(x, specifier: "%.1f")"`).
    func interpolate(_ segments: [StringSegment], _ env: Env) throws(Interrupt) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                out += text
            case .interpolation(let arguments):
                guard let first = arguments.first else { continue }
                let value = try eval(first.value, nil, env)
                if let specifier = arguments.first(where: { $0.label == "specifier" }) {
                    let format = try eval(specifier.value, .native("String"), env)
                    out += try formatted(value, format: format.asString ?? "%@", at: specifier.span)
                } else if let format = arguments.first(where: { $0.label == "format" }) {
                    // `\(date, format: .dateTime.hour())`, `\(amount, format: .currency(code: "USD"))`:
                    // the style's implicit members are a format style's, as in `Text(_:format:)`.
                    if case .native(.date) = value {
                        out += try formatDate(value, with: try eval(format.value, dateFormatStyleType, env), at: format.span)
                    } else {
                        out += try formatStyle(value, try eval(format.value, formatStyleType(for: value), env), at: format.span)
                    }
                } else if let formatter = arguments.first(where: { $0.label == "formatter" }) {
                    // `\(date, formatter: f)`: what the formatter's `string(for:)` writes.
                    let receiver = try eval(formatter.value, nil, env)
                    let text = try callMethod(
                        on: receiver, "string", positional: [value], labels: ["for"], at: formatter.span, env)
                    if case .string(let text) = text { out += text }
                } else if case .native(.date) = value, let style = arguments.first(where: { $0.label == "style" }) {
                    // `\(date, style: .time)`: Text's interpolation of a date in a style.
                    out += try dateText(value, style: try eval(style.value, nil, env), at: style.span)
                } else if case .view(.text(let runs, _)) = value, interpolatedTexts != nil {
                    // A `Text` in a `Text` literal keeps its own styles: its runs join the outer
                    // text's where the marker stands.
                    interpolatedTexts?.append(runs)
                    out.append(Self.interpolatedTextMarker)
                } else if case .view(let view) = value, let glyph = try Self.inlineSymbol(view, at: first.span) {
                    // An SF Symbol in a Text literal (`"\(Image(systemName: "star")) Stars"`): its
                    // glyph, which the Text draws in the symbol font.
                    out += glyph.text
                } else {
                    out += try describe(value, at: first.span, env)
                }
            }
        }
        try checkSize(out.utf8.count, at: segments.isEmpty ? .unknown(file: program.fileName) : nil)
        return out
    }

    /// The glyph of an `Image(systemName:)` view, which a Text shows inline.
    static func inlineSymbol(_ view: ViewValue, at span: SourceSpan) throws(Interrupt) -> MaterialGlyph? {
        guard case .leaf(let leaf, _) = view, let symbol = leaf.base as? SymbolLeaf else { return nil }
        if symbol.glyph.inset != nil {
            throw .error(
                "Flipbook cannot draw '\(symbol.name)' inside a Text yet (its characters are drawn over the shape); "
                    + "put the Image beside the Text in an HStack", at: span)
        }
        return symbol.glyph
    }

    /// `String(format:)` and interpolation specifiers for numbers: `%d`, `%.2f`, `%@`…
    func formatted(_ value: Value, format: String, at span: SourceSpan) throws(Interrupt) -> String {
        try formatted([value], format: format, at: span)
    }

    func formatted(_ values: [Value], format: String, at span: SourceSpan) throws(Interrupt) -> String {
        // Each conversion is formatted on its own with the C library's rules (locale-free), so
        // the result does not depend on the machine.
        var out = ""
        var index = format.startIndex
        var argument = 0
        while index < format.endIndex {
            let c = format[index]
            guard c == "%" else {
                out.append(c)
                index = format.index(after: index)
                continue
            }
            var spec = "%"
            var cursor = format.index(after: index)
            while cursor < format.endIndex, "0123456789.-+ #lhqjzt'".contains(format[cursor]) {
                spec.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else { throw .error("incomplete format specifier '\(spec)'", at: span) }
            // `%D`, `%U`, `%O`: Foundation's old spellings of `%d`, `%u`, `%o`.
            let written = format[cursor]
            let conversion: Character = ["D": "d", "U": "u", "O": "o"][written] ?? written
            index = format.index(after: cursor)
            if conversion == "%" {
                out += "%"
                continue
            }
            guard argument < values.count else { throw .error("the format '\(format)' needs more values", at: span) }
            let value = values[argument]
            argument += 1
            let clean = spec.replacingOccurrences(of: "l", with: "").replacingOccurrences(of: "q", with: "")
            switch conversion {
            case "d", "i", "u", "x", "X", "o", "c":
                guard
                    let number = value.asInt
                        ?? value.asDouble.flatMap({ $0.isFinite ? Int(exactly: $0.rounded(.towardZero)) : nil })
                else {
                    throw .error("'%\(conversion)' needs an integer, not \(typeName(of: value))", at: span)
                }
                out += String(format: clean + "ll" + String(conversion), number)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard let number = value.asDouble else {
                    throw .error("'%\(conversion)' needs a number, not \(typeName(of: value))", at: span)
                }
                out += String(format: clean + String(conversion), number)
            case "@", "s":
                out += describe(value)
            default:
                throw .error("format specifier '%\(conversion)' is not supported by Flipbook yet", at: span)
            }
        }
        return out
    }

    /// `value` formatted with a format style (`.number`, `.percent`, `.currency(code:)`, with
    /// `.precision(…)` and `.grouping(…)`): the prelude's `FloatingPointFormatStyle` does the work.
    func formatStyle(_ value: Value, _ style: Value, at span: SourceSpan) throws(Interrupt) -> String {
        // A value of a type with its own `FormatStyle` (`Measurement`), or a list (`Text(names,
        // format: .list(type: .and))`, whose style writes the elements' texts): that style's
        // `format`.
        var formatted: Value?
        if case .array(let items) = value {
            formatted = .array(items.map { item in .string(describe(item)) })
        } else if value.asDouble == nil, declaredType(of: value) != nil {
            formatted = value
        }
        if let formatted {
            var style = style
            if case .implicitMember(let member) = style, let type = formatStyleType(for: value) {
                style = try resolveImplicit(member, as: type)
            }
            let format = boundMethod(style, "format", at: span, Env(scope: globalScope))
            guard case .string(let text) = try callFunction(format, [formatted], at: span) else { return describe(value) }
            return text
        }
        guard let number = value.asDouble else {
            throw .error("a format style applies to a number, not a \(typeName(of: value))", at: span)
        }
        var style = style
        if case .implicitMember(let member) = style, let type = formatStyleType {
            style = try resolveImplicit(member, as: type)
        }
        // `FloatingPointFormatStyle<Double>.Currency(code:)` and `.Percent()` wrap the style.
        if case .instance(let wrapper) = style, wrapper.type.parent?.name == "FloatingPointFormatStyle",
            let inner = wrapper.fields["_style"]
        {
            style = inner
        }
        // Another style with a `format` of its own (`.byteCount(style: .file)`, a scene's own
        // `FormatStyle`) writes the number itself.
        if case .instance(let other) = style, other.type.name != "FloatingPointFormatStyle",
            !other.type.methods(named: "format").isEmpty
        {
            let format = boundMethod(style, "format", at: span, Env(scope: globalScope))
            guard case .string(let text) = try callFunction(format, [value], at: span) else { return describe(value) }
            return text
        }
        guard case .instance(var instance) = style, instance.type.name == "FloatingPointFormatStyle" else {
            throw .error(
                "this format style is not supported by Flipbook yet (only .number, .percent and .currency(code:), "
                    + "with .precision(.fractionLength(…)) and .grouping(…))", at: span)
        }
        // An integer's percent style (`IntegerFormatStyle.Percent`) writes 20 as "20%"; a
        // floating-point one writes 0.2 as "20%".
        if case .int = value, instance.fields["multiplier"]?.asDouble == 100 {
            instance.fields["multiplier"] = .double(1)
            style = .instance(instance)
        }
        let format = boundMethod(style, "format", at: span, Env(scope: globalScope))
        guard case .string(let text) = try callFunction(format, [.double(number)], at: span) else { return describe(value) }
        return text
    }

    /// The type format-style arguments are read as (`.percent` names a member of it).
    var formatStyleType: TypeValue? { typeNamed("FloatingPointFormatStyle", from: nil) }

    /// The type a format style for `value` is read as: a date's `Date.FormatStyle`, the
    /// `FormatStyle` nested in the value's own type (`Measurement<UnitLength>.FormatStyle`, whose
    /// `.measurement(width:)` the argument names), or a number's.
    func formatStyleType(for value: Value) -> TypeValue? {
        if case .native(.date) = value { return dateFormatStyleType }
        if case .array = value, let list = typeNamed("ListFormatStyle", from: nil) { return list }
        if let type = declaredType(of: value), let nested = type.nestedTypes["FormatStyle"] { return .declared(nested) }
        return formatStyleType
    }

    /// The prelude's `Date.FormatStyle`, which date format-style arguments are read as.
    var dateFormatStyleType: TypeValue? { typeNamed("Date.FormatStyle", from: nil) }

    /// `Date.FormatStyle(date:time:)` made from values (`formatted(date: .long, time: .omitted)`).
    func makeDateFormatStyle(
        _ type: TypeValue, _ values: [Value], labels: [String], at span: SourceSpan
    ) throws(Interrupt) -> Value {
        let env = Env(scope: globalScope.child(), typeContext: nil)
        var arguments: [Argument] = []
        for (index, value) in values.enumerated() {
            let name = "\u{0}dateStyle\(index)"
            env.scope.declare(name, value, isLet: true)
            arguments.append(Argument(label: labels[index], value: Expr(.identifier(name), span: span), span: span))
        }
        return try construct(type, arguments, nil, at: span, env)
    }

    /// A `Date` formatted with a `Date.FormatStyle` value (or an implicit member chain of one).
    func formatDate(_ value: Value, with style: Value, at span: SourceSpan) throws(Interrupt) -> String {
        var style = style
        if case .implicitMember(let member) = style, let type = dateFormatStyleType {
            style = try resolveImplicit(member, as: type)
        }
        guard case .instance(let instance) = style,
            ["Date.FormatStyle", "Date.RelativeFormatStyle"].contains(instance.type.name)
        else {
            throw .error(
                "this date format style is not supported by Flipbook yet (only Date.FormatStyle: .dateTime with its "
                    + "fields, .iso8601, date: and time: styles, and .relative(presentation:unitsStyle:))", at: span)
        }
        let format = boundMethod(style, "format", at: span, Env(scope: globalScope))
        guard case .string(let text) = try callFunction(format, [value], at: span) else { return describe(value) }
        return text
    }

    /// `[a, b, c]`: an array, or a set, an option set or an `ExpressibleByArrayLiteral` type
    /// when the context says so.
    func arrayLiteral(_ elements: [Expr], _ hint: TypeValue?, span: SourceSpan, _ env: Env) throws(Interrupt) -> Value {
        if let info = arrayLiteralType(hint) {
            let elementHint = arrayLiteralElementType(info)
            var values: [Value] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try eval(element, elementHint, env)) }
            try checkSize(values.count, at: span)
            return try constructFromArrayLiteral(info, values, at: span)
        }
        var elementHint: TypeValue?
        switch hint?.unwrapped {
        case .array(let element)?: elementHint = element
        case .set(let element)?: elementHint = element
        case .native("Edge.Set")?: elementHint = .native("Edge.Set")
        case .native("Axis.Set")?: elementHint = .native("Axis.Set")
        default: break
        }
        var values: [Value] = []
        // A generic parameter's literal (`phaseAnimator([Stage.start, .middle])`, of `some
        // Equatable`) types its implicit members by the element that names its type, as without one.
        let elementIsGeneric = if case .opaque? = elementHint { elements.contains { !$0.isImplicitMemberChain } } else { false }
        if hint == nil || elementIsGeneric, elements.contains(where: { $0.isImplicitMemberChain }) {
            values = try elementsTypedByTheirNeighbours(elements, env)
        } else {
            values.reserveCapacity(elements.count)
            for element in elements {
                values.append(try eval(element, elementHint, env))
            }
        }
        try checkSize(values.count, at: span)
        switch hint?.unwrapped {
        case .set?:
            var set = SetStorage()
            for value in values { set.insert(value, hash: try hashKey(value, at: span)) }
            return .set(set)
        case .native("Edge.Set")?:
            return .native(.edgeSet(try edges(values, at: span)))
        case .native("Axis.Set")?:
            var axes: Set<Axis> = []
            for value in values {
                if case .native(.axisSet(let more)) = value { axes.formUnion(more) }
                if case .native(.axis(let axis)) = value { axes.insert(axis) }
            }
            return .native(.axisSet(axes))
        default:
            return .array(values)
        }
    }

    /// The declared type an array literal builds with `init(arrayLiteral:)` where `type` is
    /// expected (an `OptionSet`'s literal is folded by `conform` instead).
    func arrayLiteralType(_ type: TypeValue?) -> TypeInfo? {
        guard case .declared(let info)? = type?.unwrapped, info.kind != .protocol, !info.conforms(to: "OptionSet"),
            info.arrayLiteralInitializer != nil
        else { return nil }
        return info
    }

    /// `[Color.red, .black.opacity(0.7)]` with no type around it: Swift infers the element type
    /// from the elements, so the implicit members (evaluated after the others, which they cannot
    /// affect) take the type of the first element that names one.
    private func elementsTypedByTheirNeighbours(_ elements: [Expr], _ env: Env) throws(Interrupt) -> [Value] {
        var values = [Value](repeating: .void, count: elements.count)
        var elementType: TypeValue?
        for (i, element) in elements.enumerated() where !element.isImplicitMemberChain {
            values[i] = try eval(element, nil, env)
            // `[ImageResource.building1, .building2]`: a resource is held as the image it names,
            // so the type written at the chain's root says what the others are.
            if elementType == nil { elementType = typeOf(values[i]) ?? writtenRootType(of: element, env) }
        }
        for (i, element) in elements.enumerated() where element.isImplicitMemberChain {
            values[i] = try eval(element, elementType, env)
        }
        return values
    }

    /// The type named at the root of a member chain (`ImageResource` in
    /// `ImageResource.Fountain.stone`), if that name is a type and not a variable.
    private func writtenRootType(of expression: Expr, _ env: Env) -> TypeValue? {
        var root = expression
        while case .member(let base?, _, _, _) = root.kind { root = base }
        guard case .identifier(let name) = root.kind, name.first?.isUppercase == true, env.scope.lookup(name) == nil
        else { return nil }
        return typeNamed(name, from: env.typeContext)
    }

    /// The type `init(arrayLiteral:)` takes its elements as, so that they are evaluated as
    /// Swift infers them (nil for a generic parameter).
    private func arrayLiteralElementType(_ info: TypeInfo) -> TypeValue? {
        guard let ref = info.arrayLiteralInitializer?.parameters.first?.type,
            let type = try? resolve(ref, Env(scope: globalScope, typeContext: info)), !isOpaque(type)
        else { return nil }
        return type
    }

    private func edges(_ values: [Value], at span: SourceSpan) throws(Interrupt) -> Set<Edge> {
        var edges: Set<Edge> = []
        for value in values {
            switch value {
            case .native(.edgeSet(let more)): edges.formUnion(more)
            case .native(.edge(let edge)): edges.insert(edge)
            default: throw .error("expected an Edge.Set member such as .top, found \(typeName(of: value))", at: span)
            }
        }
        return edges
    }

    /// `[k: v, …]`.
    func dictionaryLiteral(
        _ elements: [DictionaryElement], _ hint: TypeValue?, span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        var keyHint: TypeValue?, valueHint: TypeValue?
        if case .dictionary(let k, let v)? = hint?.unwrapped { (keyHint, valueHint) = (k, v) }
        var storage = DictionaryStorage()
        for element in elements {
            let key = try eval(element.key, keyHint, env)
            let value = try eval(element.value, valueHint, env)
            let hash = try hashKey(key, at: element.key.span)
            // Swift traps on this at run time ("Dictionary literal contains duplicate keys").
            if storage.value(for: hash) != nil {
                throw .error("the dictionary literal contains the key \(describe(key)) twice", at: element.key.span)
            }
            storage.set(value, for: key, hash: hash)
        }
        try checkSize(storage.count, at: span)
        return .dictionary(storage)
    }

    /// `\Hike.Observation.elevation`: the parser takes `Hike` for the root and `Observation` for
    /// a property; a leading component that names a nested type of the root belongs to the root.
    func droppingNestedTypeNames(_ root: TypeRef?, _ components: [KeyPathComponent], _ env: Env) -> [KeyPathComponent] {
        guard let root, case .declared(var info)? = try? resolve(root, env) else { return components }
        var rest = components[...]
        while case .property(let name)? = rest.first, let nested = info.nestedTypes[name] {
            info = nested
            rest = rest.dropFirst()
        }
        return Array(rest)
    }

    /// `\.a.b`, `\.self`, `\.[0]`.
    func keyPath(_ components: [KeyPathComponent], _ env: Env) throws(Interrupt) -> KeyPathValue {
        var result: [KeyPathValue.Component] = []
        for component in components {
            switch component {
            case .property(let name): result.append(.property(name))
            case .optional: result.append(.optional)
            case .forceUnwrap: result.append(.forceUnwrap)
            case .self: continue
            case .subscript(let arguments):
                var values: [Value] = []
                for argument in arguments { values.append(try eval(argument.value, nil, env)) }
                result.append(.subscriptIndex(values))
            }
        }
        return KeyPathValue(components: result)
    }

    /// The largest string (in bytes) or collection a scene may build: beyond it, a runaway
    /// loop would exhaust memory before the step budget stops it.
    static let maximumValueSize = 10_000_000

    func checkSize(_ size: Int, at span: SourceSpan?) throws(Interrupt) {
        if size > Interpreter.maximumValueSize {
            throw .error(
                "a value grew beyond \(Interpreter.maximumValueSize) elements (a runaway loop?)",
                at: span ?? .unknown(file: program.fileName))
        }
        // Making a value of `size` elements is work in proportion (a collection is copied when
        // it changes): charged to the step budget, so a loop that grows one cannot run for
        // minutes between two steps.
        guard size > 64 else { return }
        if let span { try step(span, cost: size / 64) } else { remainingSteps -= size / 64 }
    }

}
