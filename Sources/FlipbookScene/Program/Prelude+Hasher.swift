extension Prelude {
    /// Swift's `Hasher`, as a scene's own `hash(into:)` uses it: it keeps what is combined, and a
    /// value whose type writes `hash(into:)` is hashed (as a set member, a dictionary key, an
    /// id) by what its method combines (`Interpreter.hashKey`).
    static let hasherSource = #"""
        struct Hasher {
            var _combined: [Any] = []
            init() {}
            mutating func combine<H: Hashable>(_ value: H) { _combined.append(value) }
            func finalize() -> Int { _combined.hashValue }
        }
        """#
}
