/// Whether a view's value is the one its body was last evaluated with, without running scene
/// code: SwiftUI compares a view's new value with the old, field by field, and runs the body
/// again only when they differ (or what the body read changed). Closures are equal when they
/// are the same closure, bound property wrappers when they read the same storage and
/// environment. What cannot be compared (views held as values, geometry) counts as different,
/// which only costs an evaluation.
enum ViewInputEquality {
    /// Comparisons one check may make before giving up.
    static let budget = 10_000

    /// Whether `view` (bound in its place; `rawStamp` the stamp of its value as its parent's
    /// body made it) is the view of `previous` (bound; `previousStamp` likewise). A value with
    /// the previous stamp is a copy of it (the parent's body was reused): only what binding
    /// gave it can differ.
    static func sameView(_ view: Instance, rawStamp: Int?, as previous: Instance, previousStamp: Int?) -> Bool {
        guard view.type === previous.type, view.fields.count == previous.fields.count else { return false }
        let isCopy = rawStamp != nil && rawStamp == previousStamp
        var remaining = budget
        for (name, value) in view.fields {
            guard let old = previous.fields[name] else { return false }
            if isCopy, !isBound(value) { continue }
            guard equal(value, old, &remaining) else { return false }
        }
        return true
    }

    /// Whether binding may have given the field its value: a wrapper, or a dynamic property
    /// holding wrappers.
    private static func isBound(_ value: Value) -> Bool {
        switch value {
        case .wrapper, .instance: true
        default: false
        }
    }

    static func equal(_ a: Value, _ b: Value, _ remaining: inout Int) -> Bool {
        remaining -= 1
        guard remaining >= 0 else { return false }
        // A struct copied from one construction is the same value.
        if case .instance(let x) = a, case .instance(let y) = b, x.type === y.type, let stamp = x.stamp, stamp == y.stamp {
            return true
        }
        if let composite = PlainEquality.composites(a, b, { equal($0, $1, &remaining) }) { return composite }
        switch (a, b) {
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && all(x.keys, y.keys, &remaining) && all(x.values, y.values, &remaining)
        case (.function(let x), .function(let y)):
            return x === y
        case (.wrapper(let x), .wrapper(let y)):
            return wrappersEqual(x, y, &remaining)
        case (.binding(let x), .binding(let y)):
            return bindingsEqual(x, y, &remaining)
        case (.type(.declared(let x)), .type(.declared(let y))):
            return x === y
        case (.native(let x), .native(let y)):
            switch x {
            // Their keys leave out what a body may read (the whole environment, a frame's origin).
            case .environment, .geometryProxy, .graphicsContext, .canvasSymbol: return false
            default: return NativeTypes.key(of: x) == NativeTypes.key(of: y)
            }
        case (.object(let x), .object(let y)):
            return x === y
        default:
            return PlainEquality.equal(a, b)
        }
    }

    private static func all(_ x: [Value], _ y: [Value], _ remaining: inout Int) -> Bool {
        for index in x.indices where !equal(x[index], y[index], &remaining) { return false }
        return true
    }

    private static func wrappersEqual(_ x: PropertyWrapper, _ y: PropertyWrapper, _ remaining: inout Int) -> Bool {
        switch (x, y) {
        case (.state(let a), .state(let b)), (.namespace(let a), .namespace(let b)):
            return a.location != nil && a.location == b.location
        case (.binding(let a), .binding(let b)):
            return bindingsEqual(a, b, &remaining)
        case (.environment(let a), .environment(let b)):
            guard keysEqual(a.key, b.key), a.missingObject == b.missingObject else { return false }
            switch (a.value, b.value) {
            case (nil, nil): return true
            case (let v?, let w?): return equal(v, w, &remaining)
            default: return false
            }
        case (.appStorage(let a, let i), .appStorage(let b, let j)):
            return a == b && equal(i, j, &remaining)
        case (.observed(let a), .observed(let b)):
            return equal(a, b, &remaining)
        case (.custom(let a), .custom(let b)):
            return equal(a, b, &remaining)
        default:
            // A query's results are fetched again at each update.
            return false
        }
    }

    private static func keysEqual(_ a: EnvironmentRead.Key, _ b: EnvironmentRead.Key) -> Bool {
        switch (a, b) {
        case (.keyPath(let x), .keyPath(let y)): x == y
        case (.object(let x), .object(let y)), (.type(let x), .type(let y)): x == y
        default: false
        }
    }

    private static func bindingsEqual(_ x: Binding, _ y: Binding, _ remaining: inout Int) -> Bool {
        switch (x, y) {
        case (.state(let a), .state(let b)): return a == b
        case (.object(let a), .object(let b)): return a === b
        case (.projection(let a, let s), .projection(let b, let t)):
            switch (s, t) {
            case (.property(let m), .property(let n)): guard m == n else { return false }
            case (.index(let m), .index(let n)): guard m.count == n.count, all(m, n, &remaining) else { return false }
            default: return false
            }
            return bindingsEqual(a, b, &remaining)
        case (.constant(let a), .constant(let b)): return equal(a, b, &remaining)
        case (.closures(let g, let s), .closures(let h, let t)): return g === h && s === t
        case (.animated(let a, let m), .animated(let b, let n)): return m == n && bindingsEqual(a, b, &remaining)
        case (.variable(let a), .variable(let b)): return a === b
        default: return false
        }
    }
}
