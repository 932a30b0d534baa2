import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

extension Interpreter {
    /// The built-in views: shapes, containers and leaves from the registry, and the views whose
    /// arguments are scene values (`Text`, `Group`, `ForEach`).
    func builtinView(_ type: String, _ args: inout CallArguments, at span: SourceSpan, _ env: inout Env) throws(RuntimeError) -> ViewValue {
        if let make = Registry.shapes[type] {
            let shape = try registry(&args, env) { arguments throws(ArgumentError) in try make(arguments) }
            return .shape(ShapeLeaf(shape: shape), span: span)
        }
        if let make = Registry.containers[type] {
            let content = try self.content(&args, &env)
            let layout = try registry(&args, env) { arguments throws(ArgumentError) in try make(arguments) }
            return .container(layout, content: content, span: span)
        }
        if let make = Registry.leaves[type] {
            let leaf = try registry(&args, env) { arguments throws(ArgumentError) in try make(arguments) }
            return .leaf(leaf, span: span)
        }
        switch type {
        case "Text":
            var value = try optionalArgument(&args, "verbatim", .string, &env)
            if value == nil { value = try requiredArgument(&args, nil, .string, &env) }
            guard case .string(let text)? = value else {
                throw RuntimeError("Text(_:) needs a String; use Text(\"\\(value)\") to show a number", at: span)
            }
            return .leaf(AnyLeafView(TextLeaf(text)), span: span)
        case "EmptyView":
            return .group(.block([]))
        case "Group":
            return .group(try content(&args, &env))
        default:
            return try forEach(&args, at: span, &env)
        }
    }

    /// Runs a registry constructor over the call's remaining arguments.
    func registry<T>(_ args: inout CallArguments, _ env: Env, _ make: (RegistryArguments) throws(ArgumentError) -> T) throws(RuntimeError) -> T {
        let reader = RegistryArguments(self, args, env)
        let result = try reader.run(make)
        args = reader.args
        return result
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
