import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// The built-in views.
    func builtinView(_ type: String, _ args: inout CallArguments, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> ViewValue {
        switch type {
        case "Text":
            var value = try optionalArgument(&args, "verbatim", .string, &env)
            if value == nil { value = try requiredArgument(&args, nil, .string, &env) }
            guard case .string(let text)? = value else {
                throw RuntimeError("Text(_:) needs a String; use Text(\"\\(value)\") to show a number", at: span)
            }
            return .leaf(.text(text), span: span)
        case "Rectangle": return .leaf(.shape(.rectangle), span: span)
        case "Circle": return .leaf(.shape(.circle), span: span)
        case "Capsule":
            _ = try optionalArgument(&args, "style", .any, &env)
            return .leaf(.shape(.capsule), span: span)
        case "Ellipse": return .leaf(.shape(.ellipse), span: span)
        case "RoundedRectangle":
            let radius = try requiredDouble(&args, "cornerRadius", &env)
            // `.continuous` corners are drawn as circular arcs (documented in docs/scene-language.md).
            _ = try optionalArgument(&args, "style", .any, &env)
            return .leaf(.shape(.roundedRectangle(cornerRadius: max(0, radius))), span: span)
        case "Spacer":
            return .leaf(.spacer(minLength: try optionalDouble(&args, "minLength", &env)), span: span)
        case "EmptyView":
            return .leaf(.empty, span: span)
        case "VStack":
            let alignment = try optionalArgument(&args, "alignment", .horizontalAlignment, &env)
            let spacing = try optionalDouble(&args, "spacing", &env)
            guard case .horizontalAlignment(let a)? = alignment ?? .horizontalAlignment(.center) else {
                throw RuntimeError("VStack alignment must be .leading, .center or .trailing", at: span)
            }
            return .stack(.vertical(alignment: a, spacing: spacing), content: try content(&args, &env), span: span)
        case "HStack":
            let alignment = try optionalArgument(&args, "alignment", .verticalAlignment, &env)
            let spacing = try optionalDouble(&args, "spacing", &env)
            guard case .verticalAlignment(let a)? = alignment ?? .verticalAlignment(.center) else {
                throw RuntimeError("HStack alignment must be .top, .center or .bottom", at: span)
            }
            return .stack(.horizontal(alignment: a, spacing: spacing), content: try content(&args, &env), span: span)
        case "ZStack":
            let alignment = try optionalArgument(&args, "alignment", .alignment, &env)
            guard case .alignment(let a)? = alignment ?? .alignment(.center) else {
                throw RuntimeError("ZStack alignment must be an Alignment such as .topLeading", at: span)
            }
            return .stack(.z(alignment: a), content: try content(&args, &env), span: span)
        case "Group":
            return .group(try content(&args, &env))
        default:
            return try forEach(&args, at: span, &env)
        }
    }

    /// The `content` view builder closure of a container.
    func content(_ args: inout CallArguments, _ env: inout Env) throws(RuntimeError) -> ViewValue {
        let closure = try requiredClosure(&args, "content", &env)
        let value = try callClosure(closure, [], hint: .view, buildsViews: true, at: closure.span)
        return try asView(value, at: closure.span)
    }

    /// `ForEach(data, id: \.key) { element in … }`: each element's view under its id.
    private func forEach(_ args: inout CallArguments, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> ViewValue {
        guard let dataArgument = args.take(nil) else { throw RuntimeError("ForEach needs a collection", at: span) }
        let data = try eval(dataArgument.value, .any, &env)
        let items = try elements(of: data, at: dataArgument.span)
        var keyPath: [String]?
        if let idArgument = args.take("id") {
            guard case .keyPath(let path) = try eval(idArgument.value, .any, &env) else {
                throw RuntimeError("ForEach's id: must be a key path such as \\.self or \\.id", at: idArgument.span)
            }
            keyPath = path
        } else if case .range = data {
            keyPath = ["self"]
        }
        let closure = try requiredClosure(&args, "content", &env)
        var elements: [(key: IdentityKey, view: ViewValue)] = []
        var seen: Set<IdentityKey> = []
        for item in items {
            let idValue: Value
            if let keyPath {
                idValue = try apply(keyPath, to: item, at: dataArgument.span)
            } else {
                idValue = try identifiableID(of: item, at: dataArgument.span)
            }
            let key = try identityKey(idValue, at: dataArgument.span)
            guard seen.insert(key).inserted else {
                throw RuntimeError(
                    "ForEach: the id \(key) occurs more than once in the collection; ids must be unique",
                    at: dataArgument.span)
            }
            let view = try callClosure(closure, [item], hint: .view, buildsViews: true, at: closure.span)
            elements.append((key: key, view: try asView(view, at: closure.span)))
        }
        return .forEach(elements, span: span)
    }

    /// The value a key path leads to (`\.self`, `\.id`, `\.a.b`).
    func apply(_ path: [String], to value: Value, at span: SourceSpan) throws(RuntimeError) -> Value {
        var current = value
        for component in path where component != "self" {
            current = try instanceMember(of: current, component, at: span)
        }
        return current
    }

    private func identifiableID(of item: Value, at span: SourceSpan) throws(RuntimeError) -> Value {
        do {
            return try instanceMember(of: item, "id", at: span)
        } catch {
            throw RuntimeError(
                "ForEach needs Identifiable elements or an id: key path (\(item.typeName) has no 'id')", at: span)
        }
    }
}
