import FlipbookModel

extension Interpreter {
    /// The elements of a value of a declared `Sequence` or `Collection` type: its `_elements`
    /// array (the prelude's collections, such as `Text.Layout`), or what its `makeIterator()`
    /// gives until `next()` returns nil (a scene's own sequence). Nil for any other value.
    ///
    /// Through them a declared sequence is iterated by `for … in`, and answers the methods and
    /// read-only properties of a collection (`map`, `flatMap`, `enumerated()`, `count`, `first`)
    /// that it does not declare itself, as Swift's protocol extensions give them.
    func declaredSequenceElements(_ value: Value, at span: SourceSpan) throws(Interrupt) -> [Value]? {
        guard case .instance(let instance) = value,
            ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"].contains(where: {
                instance.type.conforms(to: $0)
            })
        else { return nil }
        if case .array(let items)? = instance.fields["_elements"] { return items }
        var iterator: Value
        if !instance.type.methods(named: "makeIterator").isEmpty {
            iterator = try callMethod(on: value, "makeIterator", positional: [], at: span, Env(scope: globalScope))
        } else if instance.type.conforms(to: "IteratorProtocol") {
            // A sequence that is its own iterator (`struct Countdown: Sequence, IteratorProtocol`),
            // as Swift's default `makeIterator()` makes it.
            iterator = value
        } else {
            return nil
        }
        var items: [Value] = []
        while true {
            let next = try callMethod(on: &iterator, "next", [], nil, at: span, nameSpan: span, Env(scope: globalScope))
            if case .none = next { break }
            items.append(next)
            try checkSize(items.count, at: span)
        }
        return items
    }
}
