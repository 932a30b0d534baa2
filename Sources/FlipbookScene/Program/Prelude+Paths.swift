extension Prelude {
    /// `NavigationPath` and iOS 18's `ScrollPosition` as values code keeps in state. A stack
    /// bound to a path shows its values' screens; scroll views are drawn at rest, so what would
    /// move them (`position.scrollTo`) is reported where it would change the picture.
    static let pathsSource = #"""
        /// A navigation stack's path: the values pushed over its root, of any types.
        struct NavigationPath {
            var _elements: [Any] = []
            var count: Int { _elements.count }
            var isEmpty: Bool { _elements.isEmpty }
            init() {}
            init<S: Sequence>(_ elements: S) { _elements = elements.map { $0 } }
            mutating func append<V: Hashable>(_ value: V) { _elements.append(value) }
            mutating func removeLast(_ k: Int = 1) {
                precondition(k <= _elements.count, "removeLast(\(k)) on a NavigationPath of \(_elements.count) values")
                _elements.removeLast(k)
            }
        }

        /// Where a scroll view is scrolled: at rest, at its start. Moving it is not drawn yet.
        struct ScrollPosition {
            var viewID: Any? = nil
            var edge: Edge? = nil
            var point: CGPoint? = nil
            var isPositionedByUser: Bool { false }
            init() {}
            init<ID: Hashable>(idType: ID.Type) {}
            init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { viewID = id }
            init(edge: Edge) { self.edge = edge }
            init(point: CGPoint) { self.point = point }
            init(x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }
            func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID as? ID }
            mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { _ScrollPosition.unsupported() }
            mutating func scrollTo(edge: Edge) { _ScrollPosition.unsupported() }
            mutating func scrollTo(point: CGPoint) { _ScrollPosition.unsupported() }
            mutating func scrollTo(x: CGFloat, y: CGFloat) { _ScrollPosition.unsupported() }
            mutating func scrollTo(x: CGFloat) { _ScrollPosition.unsupported() }
            mutating func scrollTo(y: CGFloat) { _ScrollPosition.unsupported() }
        }

        enum _ScrollPosition {
            static func unsupported() {
                _notSupported("ScrollPosition.scrollTo is not supported by Flipbook yet: scroll views are drawn at rest, at offset zero")
            }
        }
        """#
}
