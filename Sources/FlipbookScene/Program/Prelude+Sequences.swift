extension Prelude {
    /// The standard library's `sequence(first:next:)` and `sequence(state:next:)`. An endless
    /// one is read as far as `prefix(_:)`, `prefix(while:)` or `first(where:)` ask; the other
    /// collection methods read it to its end.
    static let sequencesSource = #"""
        protocol _UnfoldingSequence: Sequence, IteratorProtocol {}
        extension _UnfoldingSequence {
            func prefix(_ maxLength: Int) -> [Element] {
                var iterator = self
                var items: [Element] = []
                while items.count < maxLength, let item = iterator.next() { items.append(item) }
                return items
            }
            func prefix(while predicate: (Element) -> Bool) -> [Element] {
                var iterator = self
                var items: [Element] = []
                while let item = iterator.next(), predicate(item) { items.append(item) }
                return items
            }
            func first(where predicate: (Element) -> Bool) -> Element? {
                var iterator = self
                while let item = iterator.next() { if predicate(item) { return item } }
                return nil
            }
        }
        struct UnfoldFirstSequence<Element>: _UnfoldingSequence {
            var _next: Element?
            let _step: (Element) -> Element?
            mutating func next() -> Element? {
                guard let current = _next else { return nil }
                _next = _step(current)
                return current
            }
        }
        struct UnfoldSequence<Element, StateType>: _UnfoldingSequence {
            var _state: StateType
            let _step: (inout StateType) -> Element?
            mutating func next() -> Element? { _step(&_state) }
        }
        func sequence<T>(first: T?, next: @escaping (T) -> T?) -> UnfoldFirstSequence<T> {
            UnfoldFirstSequence(_next: first, _step: next)
        }
        func sequence<T, StateType>(state: StateType, next: @escaping (inout StateType) -> T?) -> UnfoldSequence<T, StateType> {
            UnfoldSequence(_state: state, _step: next)
        }
        """#
}
