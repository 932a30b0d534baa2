import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `@Query(sort: \Item.title) var items: [Item]`, `@FetchRequest(sortDescriptors: [])
    /// var items: FetchedResults<Item>`: the prelude's `Query` (or `FetchRequest`) made from the
    /// attribute's arguments, with its generic parameter the model type the property declares.
    func queryRead(_ attribute: Attribute, hint: TypeValue?, written: TypeRef?, _ env: Env) throws(Interrupt) -> QueryRead {
        var element = Self.queryElement(hint)
        if element == nil { element = try sectionedElement(written, env) }
        // `@FetchRequest<Item>(sortDescriptors: []) var items`: the type is the attribute's.
        if element == nil, attribute.genericArguments.count == 1 {
            element = try resolve(attribute.genericArguments[0], env, span: attribute.span)
        }
        guard case .declared(let info)? = typeNamed(attribute.name, from: nil) else {
            let framework = attribute.name == "Query" ? "SwiftData ('import SwiftData')" : "Core Data ('import CoreData')"
            throw .error("@\(attribute.name) needs \(framework)", at: attribute.span)
        }
        let contextKey = QueryRead.contextKeys[attribute.name] ?? "modelContext"
        // `@FetchRequest var items: FetchedResults<Item>`, given its request in the initializer.
        if attribute.arguments == nil, attribute.name != "Query" {
            return QueryRead(query: .none, elementType: element, contextKey: contextKey, location: nil)
        }
        // The fetched type is `Query`'s and `FetchRequest`'s one parameter, and the last of
        // `SectionedFetchRequest<SectionIdentifier, Result>` (`Fetched` in the prelude)'s.
        if let element, let parameter = info.genericParameters.last { pendingTypeArguments = (info, [parameter: element]) }
        defer { pendingTypeArguments = nil }
        let query = try construct(.declared(info), attribute.arguments ?? [], nil, at: attribute.span, env)
        return QueryRead(query: query, elementType: element, contextKey: contextKey, location: nil)
    }

    /// The models a query selects from a context's store now.
    func fetch(_ read: QueryRead, in context: Value, at span: SourceSpan) throws(Interrupt) -> Value {
        if read.query.isNone {
            throw .error("this @FetchRequest has no request: give it one in the initializer (_items = FetchRequest(…))", at: span)
        }
        return try callMethod(
            on: read.query, "_results", positional: [context, read.elementType.map { .type($0) } ?? .none], at: span,
            Env(scope: globalScope))
    }

    /// `_items = Query(filter: …)` (or `FetchRequest(…)`) in an initializer: the query the
    /// property reads.
    func queryStorage(_ value: Value, for property: StoredProperty, of type: TypeInfo) throws(Interrupt) -> Value {
        if case .wrapper = value { return value }
        let env = Env(scope: globalScope.child(), typeContext: property.owner ?? type)
        let hint = try property.type.map { ref throws(Interrupt) in try resolve(ref, env) }
        let contextKey = property.wrapper.flatMap { QueryRead.contextKeys[$0.name] } ?? "modelContext"
        var element = Self.queryElement(hint)
        if element == nil { element = try sectionedElement(property.type, env) }
        return .wrapper(.query(QueryRead(query: value, elementType: element, contextKey: contextKey, location: nil)))
    }

    /// `SectionedFetchResults<String, Item>`: the type of the objects, its last argument.
    private func sectionedElement(_ written: TypeRef?, _ env: Env) throws(Interrupt) -> TypeValue? {
        guard let written, case .named(let components) = written.kind, let last = components.last,
            last.name == "SectionedFetchResults", last.genericArguments.count == 2
        else { return nil }
        return try resolve(last.genericArguments[1], env, span: written.span)
    }

    private static func queryElement(_ hint: TypeValue?) -> TypeValue? {
        if case .array(let element)? = hint?.unwrapped { return element }
        return nil
    }
}
