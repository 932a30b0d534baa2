import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// SwiftUI's views, by type name: how each is made from a call. Built-in leaves, shapes and
/// containers come from the vocabulary's registry; the views whose arguments are scene values
/// (`Text`, `Image`, `ForEach`, `Group`, `AnyView`, `GeometryReader`) are made here.
enum ViewFactories {
    static let initializers: [String: NativeType.Call] = {
        var table: [String: NativeType.Call] = [
            "Text": text,
            "Image": image,
            "Button": button,
            "Group": { interpreter, args throws(Interrupt) in
                if args.remainingLabels.contains("subviews") { return .view(try interpreter.groupOfSubviews(args)) }
                return .view(.group(try interpreter.content(args)))
            },
            "EmptyView": { _, _ in .view(.empty) },
            "Canvas": canvas,
            "ForEach": forEach,
            "List": list,
            "Section": section,
            "Label": label,
            "AnyView": { interpreter, args throws(Interrupt) in
                let value = try args.required(nil)
                let view = try interpreter.asView(value, at: args.span)
                return .view(.erased(typeName: interpreter.erasedTypeName(value), view))
            },
            "GeometryReader": { interpreter, args throws(Interrupt) in
                .view(.geometryReader(try args.requiredFunction("content"), span: args.span))
            },
        ]
        for (name, make) in Registry.shapes {
            table.define(name) { interpreter, args throws(Interrupt) in
                let shape = try args.construct { arguments throws(ArgumentError) in try make(arguments) }
                return .view(.shape(ShapeLeaf(shape: shape), span: args.span))
            }
        }
        for (name, make) in Registry.leaves {
            table.define(name) { interpreter, args throws(Interrupt) in
                .view(.leaf(try args.construct { arguments throws(ArgumentError) in try make(arguments) }, span: args.span))
            }
        }
        for (name, make) in Registry.containers {
            table.define(name) { interpreter, args throws(Interrupt) in
                let content = try interpreter.content(args)
                let layout = try args.construct { arguments throws(ArgumentError) in try make(arguments) }
                return .view(.container(layout, content: content, span: args.span))
            }
        }
        return table
    }()

    /// `Text("…")`, `Text(verbatim:)`, `Text(value, format:)`, `Text(date, style:)`.
    static let text: NativeType.Call = { interpreter, args throws(Interrupt) in
        if let verbatim = try args.string("verbatim") {
            return .view(.text([TextLeaf.RunSpec(verbatim)], span: args.span))
        }
        if args.remainingLabels.contains("timerInterval") { return .view(try interpreter.clockText(args)) }
        // A string literal is a LocalizedStringKey, whose inline Markdown SwiftUI draws.
        let isLiteral = args.isStringLiteral(nil)
        let outerTexts = interpreter.interpolatedTexts
        interpreter.interpolatedTexts = isLiteral ? [] : nil
        let value: Value
        do throws(Interrupt) {
            value = try args.required(nil, .native("String"))
        } catch {
            interpreter.interpolatedTexts = outerTexts
            throw error
        }
        let texts = interpreter.interpolatedTexts ?? []
        interpreter.interpolatedTexts = outerTexts
        var string: String
        if case .native(.date) = value, let format = try args.value("format", interpreter.dateFormatStyleType) {
            string = try interpreter.formatDate(value, with: format, at: args.span)
        } else if let format = try args.value("format", interpreter.formatStyleType(for: value)) {
            string = try interpreter.formatStyle(value, format, at: args.span)
        } else if let style = try args.value("style") {
            if case .native(.date(let date)) = value, let name = Interpreter.caseName(style),
                ["timer", "relative", "offset"].contains(name)
            {
                return .view(try interpreter.clockText(from: date, style: name, at: args.span))
            }
            string = try interpreter.dateText(value, style: style, at: args.span)
        } else if case .string(let s) = value {
            string = s
            // A literal is a `LocalizedStringKey`, as is a title a control (written in the
            // prelude) was given: the app's string table has its English text.
            if (isLiteral && texts.isEmpty) || args.span.file.hasPrefix("<prelude"),
                let localized = interpreter.localizedStrings[s]
            {
                string = localized
            }
        } else if case .instance(let instance) = value, instance.type.name == "AttributedString" {
            return .view(.text(try interpreter.textRuns(ofAttributed: instance, at: args.span), span: args.span))
        } else if case .view(let view) = value, let glyph = try Interpreter.inlineSymbol(view, at: args.span) {
            return .view(.text(TextLeaf.RunSpec.splittingSymbols([TextLeaf.RunSpec(glyph.text)]), span: args.span))
        } else if case .range(let range) = value, case .native(.date)? = range.lower {
            // iOS 14's `Text(_ dates: ClosedRange<Date>)`: Apple does not say how it writes one.
            throw .error("Text(_:) of a range of dates (start...end) is not supported by Flipbook yet", at: args.span)
        } else {
            throw .error(
                "Text(_:) needs a String; use Text(\"\\(value)\") to show \(Self.withArticle(interpreter.typeName(of: value)))",
                at: args.span)
        }
        _ = args.takeArgument("bundle")
        _ = try args.value("tableName")
        _ = try args.value("comment")
        if isLiteral {
            let runs = Interpreter.splicing(texts, into: MarkdownText.runs(string))
            return .view(.text(TextLeaf.RunSpec.splittingSymbols(runs), span: args.span))
        }
        return .view(.text([TextLeaf.RunSpec(string)], span: args.span))
    }

    /// `ForEach(data, id: \.key) { element in … }` and `ForEach(range) { i in … }`: each
    /// element's view under its id. Duplicate ids are kept once (the later ones are not shown,
    /// as SwiftUI resolves them to the first), with a warning.
    static let forEach: NativeType.Call = { interpreter, args throws(Interrupt) in
        if args.remainingLabels.contains("subviews") { return .view(try interpreter.forEachSubview(args)) }
        guard let dataArgument = args.takeArgument(nil) else { throw .error("ForEach needs a collection", at: args.span) }
        var data = try interpreter.eval(dataArgument.value, nil, args.env)
        // `ForEach($items) { $item in … }`: each element is passed as a binding into the array.
        var collection: Binding?
        if case .binding(let binding) = data {
            collection = binding
            data = try interpreter.read(binding, at: dataArgument.span)
        }
        let items = try interpreter.elements(of: data, at: dataArgument.span)
        var keyPath: KeyPathValue?
        if let idArgument = args.takeArgument("id") {
            guard case .keyPath(let path) = try interpreter.eval(idArgument.value, nil, args.env) else {
                throw .error("ForEach's id: must be a key path such as \\.self or \\.id", at: idArgument.span)
            }
            keyPath = path
        } else if case .range = data {
            keyPath = KeyPathValue(components: [])
        }
        let content = try args.requiredFunction("content", buildsViews: true)
        var elements: [(key: IdentityKey, view: ViewValue)] = []
        var seen: Set<HashKey> = []
        for (index, item) in items.enumerated() {
            let idValue: Value
            if let keyPath {
                idValue = try interpreter.apply(keyPath, to: item, at: dataArgument.span)
            } else {
                idValue = try interpreter.identifiableID(of: item, at: dataArgument.span)
            }
            let key = try interpreter.hashKey(idValue, at: dataArgument.span)
            guard seen.insert(key).inserted else {
                interpreter.warn(
                    "ForEach: the id \(key) occurs more than once in the collection; SwiftUI shows only one view for it",
                    at: dataArgument.span)
                continue
            }
            let argument = collection.map { Value.binding(.projection($0, .index([.int(index)]))) } ?? item
            let view = try interpreter.callFunction(content, [argument], at: content.span)
            // The element's id is its implicit tag (a `Picker` over a `ForEach` selects by it).
            let tagged = Self.tagging(try interpreter.asView(view, at: content.span), idValue, span: content.span)
            elements.append((key: IdentityKey(key.description), view: tagged))
        }
        return .view(.forEach(elements, span: args.span))
    }
}

extension Interpreter {
    /// The `content` view builder closure of a container, built.
    func content(_ args: Arguments, label: String = "content") throws(Interrupt) -> ViewValue {
        let closure = try args.requiredFunction(label, buildsViews: true)
        return try asView(callFunction(closure, [], at: closure.span), at: closure.span)
    }

    /// The value a key path leads to (`\.self`, `\.id`, `\.a.b`).
    func apply(_ path: KeyPathValue, to value: Value, at span: SourceSpan) throws(Interrupt) -> Value {
        var current = value
        for component in path.components {
            switch component {
            case .property(let name): current = try member(of: current, name, at: span, Env(scope: globalScope))
            case .optional: if current.isNone { return .none }
            case .forceUnwrap:
                if current.isNone { throw .error("unexpectedly found nil while unwrapping an Optional value", at: span) }
            case .subscriptIndex(let indices): current = try subscriptGet(current, positional: indices, at: span)
            }
        }
        return current
    }

    /// An `Identifiable` element's `id`.
    func identifiableID(of item: Value, at span: SourceSpan) throws(Interrupt) -> Value {
        do {
            return try member(of: item, "id", at: span, Env(scope: globalScope))
        } catch {
            throw .error("ForEach needs Identifiable elements or an id: key path (\(typeName(of: item)) has no 'id')", at: span)
        }
    }

    /// The type `AnyView` erases, which is part of the identity of what it shows.
    func erasedTypeName(_ value: Value) -> String {
        switch value {
        case .instance(let i): i.type.name
        case .view(let view): view.kindName
        default: typeName(of: value)
        }
    }
}

extension ViewValue {
    /// The view's type, as far as identity needs it (`AnyView` compares types).
    var kindName: String {
        switch self {
        case .leaf(let leaf, _): String(describing: type(of: leaf.base))
        case .text: "Text"
        case .shape(let leaf, _): leaf.shape.typeName
        case .container(let layout, _, _): String(describing: type(of: layout.base))
        case .group: "Group"
        case .block: "TupleView"
        case .conditional: "_ConditionalContent"
        case .forEach: "ForEach"
        case .user(let instance, _): instance.type.name
        case .erased: "AnyView"
        case .modified(let base, _, _): "ModifiedContent<\(base.kindName)>"
        case .content: "Content"
        case .geometryReader: "GeometryReader"
        case .list: "List"
        case .section: "Section"
        case .label: "Label"
        case .button: "Button"
        case .expanded: "AnyView"
        case .empty: "EmptyView"
        }
    }
}

extension ViewFactories {
    /// A `ForEach` element with its id as its tag, when it is one view; an element of several
    /// views, a section or a nested `ForEach` is left as it is (a list counts its rows).
    static func tagging(_ view: ViewValue, _ tag: Value, span: SourceSpan) -> ViewValue {
        switch view {
        case .block(let items) where items.count == 1:
            return .block([tagging(items[0], tag, span: span)])
        case .block, .forEach, .group, .conditional, .section, .empty:
            return view
        default:
            return .modified(view, .tag(tag), span: span)
        }
    }

    /// "a Double", "an Int".
    static func withArticle(_ name: String) -> String {
        guard let first = name.first else { return name }
        return ("AEIOUaeiou".contains(first) ? "an " : "a ") + name
    }
}
