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

        /// A conformance that forwards to a member's own `hash(into:)` (`question.hash(into: &hasher)`).
        extension String { func hash(into hasher: inout Hasher) { hasher.combine(self) } }
        extension Int { func hash(into hasher: inout Hasher) { hasher.combine(self) } }
        extension Double { func hash(into hasher: inout Hasher) { hasher.combine(self) } }
        extension Bool { func hash(into hasher: inout Hasher) { hasher.combine(self) } }
        extension UUID { func hash(into hasher: inout Hasher) { hasher.combine(self) } }
        extension Date { func hash(into hasher: inout Hasher) { hasher.combine(self) } }
        """#
}
