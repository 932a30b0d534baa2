extension Prelude {
    /// `OptionSet`: a scene's struct with an integer `rawValue` and static members gets the
    /// set algebra from its bits, as Swift's protocol extension gives it. An array literal of
    /// members where the type is expected is their union (the interpreter folds it in
    /// `conform`).
    static let optionSetSource = #"""
        protocol OptionSet {}

        extension OptionSet {
            init() { self.init(rawValue: 0) }
            var isEmpty: Bool { rawValue == 0 }
            func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
            func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
            func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
            func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }
            func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
            func isSubset(of other: Self) -> Bool { rawValue & other.rawValue == rawValue }
            func isSuperset(of other: Self) -> Bool { rawValue & other.rawValue == other.rawValue }
            func isDisjoint(with other: Self) -> Bool { rawValue & other.rawValue == 0 }
            mutating func formUnion(_ other: Self) { self = union(other) }
            mutating func formIntersection(_ other: Self) { self = intersection(other) }
            mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }
            mutating func subtract(_ other: Self) { self = subtracting(other) }
            @discardableResult
            mutating func insert(_ member: Self) -> (inserted: Bool, memberAfterInsert: Self) {
                let inserted = !contains(member)
                self = union(member)
                return (inserted, member)
            }
            @discardableResult
            mutating func remove(_ member: Self) -> Self? {
                let removed = intersection(member)
                self = subtracting(member)
                return removed.isEmpty ? nil : removed
            }
            @discardableResult
            mutating func update(with member: Self) -> Self? {
                let present = intersection(member)
                self = union(member)
                return present.isEmpty ? nil : present
            }
        }
        """#
}
