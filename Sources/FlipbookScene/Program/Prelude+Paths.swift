extension Prelude {
    /// `NavigationPath` and iOS 18's `ScrollPosition` as values code keeps in state. Stacks are
    /// drawn at their root and scroll views at rest, so what would move them (`path.append`,
    /// `position.scrollTo`) is reported where it would change the picture.
    static let pathsSource = #"""
        /// A navigation stack's path, empty: the stack shows its root. Pushing is not drawn yet.
        struct NavigationPath {
            var count: Int { 0 }
            var isEmpty: Bool { true }
            init() {}
            init<S: Sequence>(_ elements: S) {
                if !Array(elements).isEmpty { _NavigationPath.unsupported() }
            }
            mutating func append<V: Hashable>(_ value: V) { _NavigationPath.unsupported() }
            mutating func removeLast(_ k: Int = 1) { _NavigationPath.unsupported() }
        }

        enum _NavigationPath {
            static func unsupported() {
                _notSupported("pushing onto a NavigationPath is not supported by Flipbook yet: a navigation stack is drawn at its root")
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
