/// Local variables, innermost block last. A value type: a closure captures a copy, which is
/// enough because scene code does not mutate captured locals (state lives in the state store).
struct Scope: Sendable {
    struct Binding: Sendable {
        var value: Value
        var isLet: Bool
    }

    private var frames: [[String: Binding]] = [[:]]

    init() {}

    mutating func push() { frames.append([:]) }
    mutating func pop() { frames.removeLast() }

    mutating func declare(_ name: String, _ value: Value, isLet: Bool) {
        guard name != "_" else { return }
        frames[frames.count - 1][name] = Binding(value: value, isLet: isLet)
    }

    func lookup(_ name: String) -> Binding? {
        for frame in frames.reversed() {
            if let binding = frame[name] { return binding }
        }
        return nil
    }

    /// Replaces the value of an existing variable; false when there is none.
    mutating func assign(_ name: String, _ value: Value) -> Bool {
        for index in frames.indices.reversed() where frames[index][name] != nil {
            frames[index][name]?.value = value
            return true
        }
        return false
    }

    var depth: Int { frames.count }

    mutating func truncate(to depth: Int) {
        if frames.count > depth { frames.removeLast(frames.count - depth) }
    }
}
