import FlipbookModel

/// The `@State` of every live view instance, by the identity of the instance.
struct StateStore: Sendable {
    private(set) var values: [Identity: [String: Value]] = [:]

    func value(_ name: String, of identity: Identity) -> Value? { values[identity]?[name] }

    func has(_ identity: Identity) -> Bool { values[identity] != nil }

    mutating func initialize(_ identity: Identity, with fields: [String: Value]) {
        values[identity] = fields
    }

    mutating func set(_ name: String, of identity: Identity, to value: Value) {
        values[identity, default: [:]][name] = value
    }

    /// Drops the state of instances that are gone: identity decides lifetime.
    mutating func keepOnly(_ live: Set<Identity>) {
        values = values.filter { live.contains($0.key) }
    }
}
