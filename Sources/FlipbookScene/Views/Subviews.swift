import FlipbookModel

/// iOS 18's custom containers: `Group(subviews: content) { subviews in … }` and
/// `ForEach(subviews: content) { subview in … }` hand the container the views its content
/// resolves to, one `Subview` each: the views of a `ForEach` one by one, a `Group`'s and a
/// builder's views flattened, an `if` branch's views, nothing for `EmptyView`.
extension Interpreter {
    /// The content's subviews, as the prelude's `Subview` values (identified by their position
    /// among static views, or by their `ForEach`'s id).
    func subviews(of content: ViewValue) -> [Value] {
        var result: [Value] = []
        func add(_ view: ViewValue, id: String) {
            switch view {
            case .empty: break
            case .group(let inner), .conditional(_, let inner): add(inner, id: id)
            case .block(let views):
                for (index, inner) in views.enumerated() { add(inner, id: "\(id).\(index)") }
            case .forEach(let items, _):
                for item in items { add(item.view, id: "\(id)#\(item.key)") }
            default:
                result.append(prelude("Subview", ["id": .string(id), "_content": .view(view)]))
            }
        }
        add(content, id: "")
        return result
    }

    /// `Group(subviews:transform:)`: the transform's view of the content's subviews.
    func groupOfSubviews(_ args: Arguments) throws(Interrupt) -> ViewValue {
        let content = try asView(try args.required("subviews"), at: args.span)
        let transform = try args.requiredFunction("transform", buildsViews: true)
        let view = try callFunction(transform, [.array(subviews(of: content))], at: transform.span)
        return .group(try asView(view, at: transform.span))
    }

    /// `ForEach(subviews:content:)`: a view for each subview, identified as the subview is.
    func forEachSubview(_ args: Arguments) throws(Interrupt) -> ViewValue {
        let content = try asView(try args.required("subviews"), at: args.span)
        let make = try args.requiredFunction("content", buildsViews: true)
        var elements: [(key: IdentityKey, view: ViewValue)] = []
        for subview in subviews(of: content) {
            guard case .instance(let instance) = subview, case .string(let id)? = instance.fields["id"] else { continue }
            let view = try asView(try callFunction(make, [subview], at: make.span), at: make.span)
            elements.append((key: IdentityKey(id), view: view))
        }
        return .forEach(elements, span: args.span)
    }
}
