extension Prelude {
    /// Foundation's sort comparators: `SortDescriptor` and `KeyPathComparator`, a key path and an
    /// order, which `sorted(using:)`, `sort(using:)`, a `Table`'s sort order and SwiftData's
    /// fetches order by (ties go to the next comparator; the sort is stable, as Foundation's).
    static let sortComparatorsSource = #"""
        enum SortOrder: Hashable {
            case forward, reverse
        }

        /// `SortDescriptor(\Item.title, order: .reverse)`: orders by a key path's values.
        struct SortDescriptor<Compared> {
            let _keyPath: AnyKeyPath
            var order: SortOrder
            init(_ keyPath: AnyKeyPath, order: SortOrder = .forward) {
                _keyPath = keyPath
                self.order = order
            }
            init(_ keyPath: AnyKeyPath, comparator: Any, order: SortOrder = .forward) {
                _keyPath = keyPath
                self.order = order
            }
            var keyPath: AnyKeyPath? { _keyPath }
            var reversedOrder: SortDescriptor<Compared> {
                SortDescriptor(_keyPath, order: order == .forward ? .reverse : .forward)
            }
            func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
                let order = _order(lhs, rhs)
                return order < 0 ? .orderedAscending : (order > 0 ? .orderedDescending : .orderedSame)
            }
            /// Negative when `lhs` comes first.
            func _order(_ lhs: Compared, _ rhs: Compared) -> Int {
                let a = lhs[keyPath: _keyPath]
                let b = rhs[keyPath: _keyPath]
                let sign = order == .forward ? 1 : -1
                if _isLess(a, b) { return -sign }
                if _isLess(b, a) { return sign }
                return 0
            }
        }

        /// `KeyPathComparator(\Order.status, order: .reverse)`: orders by a key path's values.
        struct KeyPathComparator<Compared> {
            let keyPath: AnyKeyPath
            var order: SortOrder
            init(_ keyPath: AnyKeyPath, order: SortOrder = .forward) {
                self.keyPath = keyPath
                self.order = order
            }
            init(_ keyPath: AnyKeyPath, comparator: Any, order: SortOrder = .forward) {
                self.keyPath = keyPath
                self.order = order
            }
            func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
                SortDescriptor<Compared>(keyPath, order: order).compare(lhs, rhs)
            }
            func _order(_ lhs: Compared, _ rhs: Compared) -> Int {
                SortDescriptor<Compared>(keyPath, order: order)._order(lhs, rhs)
            }
        }

        /// The order of two elements by comparators in turn: negative when `lhs` comes first.
        func _sortOrder(_ lhs: Any, _ rhs: Any, by comparators: [Any]) -> Int {
            for comparator in comparators {
                let order = comparator._order(lhs, rhs)
                if order != 0 { return order }
            }
            return 0
        }

        extension Array {
            /// A comparator, or an array of them.
            func sorted(using comparators: Any) -> [Element] {
                let list = (comparators as? [Any]) ?? [comparators]
                // Stable: equal elements keep their order.
                let indexed = Array<(Int, Element)>(zip(indices, self))
                return indexed.sorted { a, b in
                    let order = _sortOrder(a.1, b.1, by: list)
                    return order != 0 ? order < 0 : a.0 < b.0
                }.map { $0.1 }
            }
            mutating func sort(using comparators: Any) { self = sorted(using: comparators) }
        }
        """#
}
