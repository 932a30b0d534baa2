import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// `@Query(sort: \Item.title) var items: [Item]`: the prelude's `Query` made from the
    /// attribute's arguments, with `Element` the model type the property declares.
    func queryRead(_ attribute: Attribute, hint: TypeValue?, _ env: Env) throws(Interrupt) -> QueryRead {
        let element = Self.queryElement(hint)
        guard case .declared(let info)? = typeNamed("Query", from: nil) else {
            throw .error("@Query needs SwiftData ('import SwiftData')", at: attribute.span)
        }
        if let element { pendingTypeArguments = (info, ["Element": element]) }
        defer { pendingTypeArguments = nil }
        let query = try construct(.declared(info), attribute.arguments ?? [], nil, at: attribute.span, env)
        return QueryRead(query: query, elementType: element, location: nil)
    }

    /// The models a query selects from a context's store now.
    func fetch(_ read: QueryRead, in context: Value, at span: SourceSpan) throws(Interrupt) -> Value {
        try callMethod(
            on: read.query, "_results", positional: [context, read.elementType.map { .type($0) } ?? .none], at: span,
            Env(scope: globalScope))
    }

    /// `_items = Query(filter: …)` in an initializer: the query a `@Query` property reads.
    func queryStorage(_ value: Value, for property: StoredProperty, of type: TypeInfo) throws(Interrupt) -> Value {
        if case .wrapper = value { return value }
        let hint = try property.type.map { ref throws(Interrupt) in
            try resolve(ref, Env(scope: globalScope.child(), typeContext: property.owner ?? type))
        }
        return .wrapper(.query(QueryRead(query: value, elementType: Self.queryElement(hint), location: nil)))
    }

    private static func queryElement(_ hint: TypeValue?) -> TypeValue? {
        if case .array(let element)? = hint?.unwrapped { return element }
        return nil
    }
}
