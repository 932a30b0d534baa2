/// Whether two values are surely equal without running scene code: the check a `@State`
/// setter makes so that writing the value a state already holds is no change, as SwiftUI does
/// not update views for it. Values it cannot compare cheaply (closures, views, very large
/// collections) count as different, which only costs an evaluation.
enum PlainEquality {
    /// Element comparisons one check may make before giving up.
    static let budget = 10_000

    static func equal(_ a: Value, _ b: Value) -> Bool {
        var remaining = budget
        return equal(a, b, &remaining)
    }

    private static func equal(_ a: Value, _ b: Value, _ remaining: inout Int) -> Bool {
        remaining -= 1
        guard remaining >= 0 else { return false }
        if let composite = composites(a, b, { equal($0, $1, &remaining) }) { return composite }
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.none, .none), (.void, .void): return true
        case (.object(let x), .object(let y)):
            return x === y
        case (.native(let x), .native(let y)):
            if case .graphicsContext = x { return false }
            return NativeTypes.key(of: x) == NativeTypes.key(of: y)
        default:
            return false
        }
    }

    /// Whether two arrays, tuples, enum cases or struct instances are equal, their parts
    /// compared with `equal`; nil when they are not two composites of one kind.
    static func composites(_ a: Value, _ b: Value, _ equal: (Value, Value) -> Bool) -> Bool? {
        switch (a, b) {
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy(equal)
        case (.tuple(let x, let xl), .tuple(let y, let yl)):
            return xl == yl && x.count == y.count && zip(x, y).allSatisfy(equal)
        case (.enumCase(let x), .enumCase(let y)):
            return x.type === y.type && x.name == y.name && x.labels == y.labels && x.payload.count == y.payload.count
                && zip(x.payload, y.payload).allSatisfy(equal)
        case (.instance(let x), .instance(let y)):
            guard x.type === y.type, x.fields.count == y.fields.count else { return false }
            return x.fields.allSatisfy { name, value in y.fields[name].map { equal(value, $0) } ?? false }
        default:
            return nil
        }
    }
}
