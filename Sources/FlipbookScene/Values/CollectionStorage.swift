/// A Swift `Dictionary`: entries in insertion order (Swift's order is unspecified; insertion
/// order keeps runs deterministic), looked up by a canonical key.
struct DictionaryStorage: @unchecked Sendable {
    private(set) var keys: [Value] = []
    private(set) var values: [Value] = []
    private var index: [HashKey: Int] = [:]

    init() {}

    var count: Int { keys.count }

    func value(for key: HashKey) -> Value? {
        index[key].map { values[$0] }
    }

    /// Where `key`'s entry is: an index into `keys` and `values`.
    func position(of key: HashKey) -> Int? { index[key] }

    /// Sets `value` for `key`; nil removes the entry.
    mutating func set(_ value: Value?, for key: Value, hash: HashKey) {
        if let position = index[hash] {
            if let value {
                values[position] = value
            } else {
                keys.remove(at: position)
                values.remove(at: position)
                index[hash] = nil
                for (k, i) in index where i > position { index[k] = i - 1 }
            }
        } else if let value {
            index[hash] = keys.count
            keys.append(key)
            values.append(value)
        }
    }

    var entries: [(key: Value, value: Value)] { Array(zip(keys, values)).map { (key: $0.0, value: $0.1) } }
}

/// A Swift `Set`: members in insertion order, unique by canonical key.
struct SetStorage: @unchecked Sendable {
    private(set) var members: [Value] = []
    private var index: [HashKey: Int] = [:]

    init() {}

    var count: Int { members.count }

    func contains(_ key: HashKey) -> Bool { index[key] != nil }

    @discardableResult
    mutating func insert(_ value: Value, hash: HashKey) -> Bool {
        guard index[hash] == nil else { return false }
        index[hash] = members.count
        members.append(value)
        return true
    }

    @discardableResult
    mutating func remove(_ hash: HashKey) -> Bool {
        guard let position = index[hash] else { return false }
        members.remove(at: position)
        index[hash] = nil
        for (k, i) in index where i > position { index[k] = i - 1 }
        return true
    }
}

/// A value's identity for hashing and equality (`Hashable`): dictionary keys, set members,
/// `ForEach` ids, `.id(_:)`, `onChange(of:)`.
indirect enum HashKey: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case none
    case sequence(String, [HashKey])
    /// A set's members or a dictionary's entries: equal whatever order they are held in.
    case unordered(String, Set<HashKey>)
    /// A struct, enum case or tuple: its type (or case) name and its parts.
    case composite(String, [HashKey])
    /// A class instance: by reference.
    case object(Int)
    case native(String)

    var description: String {
        switch self {
        case .int(let i): "\(i)"
        case .double(let d): "\(d)"
        case .bool(let b): "\(b)"
        case .string(let s): "\"\(s)\""
        case .none: "nil"
        case .sequence(let kind, let items): "\(kind)[" + items.map(\.description).joined(separator: ",") + "]"
        // In the order of the members' descriptions, so that the text is the same in every run.
        case .unordered(let kind, let items): "\(kind)[" + items.map(\.description).sorted().joined(separator: ",") + "]"
        case .composite(let name, let parts): "\(name)(" + parts.map(\.description).joined(separator: ",") + ")"
        case .object(let serial): "object#\(serial)"
        case .native(let text): text
        }
    }
}
