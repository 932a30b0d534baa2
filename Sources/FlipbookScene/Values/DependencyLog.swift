/// Something a view's body read that a later change may replace: SwiftUI runs a body again
/// only when one of these changed (or the view's own value or environment did).
enum Dependency: Hashable, Sendable {
    /// A `@State` (or `@AppStorage`) storage location.
    case state(StateLocation)
    /// An object's stored properties, by serial: any change to it (`ObservableObject`'s rule).
    case object(Int)
    /// One stored property of an `@Observable` object, which Observation tracks alone.
    case property(Int, String)
    /// A change to an object that did not say which property it was: every reader of the
    /// object's properties depends on it.
    case anyProperty(Int)
    /// A top-level or static variable.
    case global(String)
}

/// What the bodies being evaluated read, and when each dependency last changed: the run
/// stage's record of SwiftUI's dependency graph. Reads are recorded only while a body is
/// being evaluated (`begin`/`end`); changes are recorded while the run is going on.
final class DependencyLog: @unchecked Sendable {
    /// What one body evaluation read; `isComplete` is false when it read something the log does
    /// not track (a query's results), so its result may not be reused.
    struct Reads {
        var dependencies: Set<Dependency> = []
        var isComplete = true
        /// Objects with this serial or later were made while the body ran: its own, not
        /// something it depends on.
        var firstFreshObject: Int
    }

    /// Counts changes: a body evaluated at version v is out of date when one of its
    /// dependencies changed at a later version.
    private(set) var version = 0
    private var changedAt: [Dependency: Int] = [:]
    /// Bodies being evaluated, innermost last (a body may evaluate another's, `Child().body`).
    private var open: [Reads] = []
    /// False outside a run (frames drawn on several threads share the run's objects, and
    /// change nothing).
    var isEnabled = false

    func read(_ dependency: Dependency) {
        guard !open.isEmpty else { return }
        if let serial = dependency.objectSerial, serial >= open[open.count - 1].firstFreshObject { return }
        open[open.count - 1].dependencies.insert(dependency)
    }

    /// Marks the bodies being evaluated as depending on something not tracked.
    func readUntracked() {
        guard !open.isEmpty else { return }
        open[open.count - 1].isComplete = false
    }

    func changed(_ dependency: Dependency) {
        guard isEnabled else { return }
        version += 1
        changedAt[dependency] = version
    }

    /// Starts recording a body's reads; `nextObject` is the serial the next object made gets.
    func begin(nextObject: Int) { open.append(Reads(firstFreshObject: nextObject)) }

    /// The reads of the innermost body, which the body around it (if any) read too.
    func end() -> Reads {
        let reads = open.removeLast()
        if !open.isEmpty {
            let outerFresh = open[open.count - 1].firstFreshObject
            for dependency in reads.dependencies {
                if let serial = dependency.objectSerial, serial >= outerFresh { continue }
                open[open.count - 1].dependencies.insert(dependency)
            }
            if !reads.isComplete { open[open.count - 1].isComplete = false }
        }
        return reads
    }

    /// Whether any of `reads` changed after `version`.
    func hasChanged(_ reads: Set<Dependency>, since version: Int) -> Bool {
        guard version < self.version else { return false }
        return reads.contains { dependency in
            if (changedAt[dependency] ?? 0) > version { return true }
            if case .property(let serial, _) = dependency { return (changedAt[.anyProperty(serial)] ?? 0) > version }
            return false
        }
    }

    /// A change to one property of an object: its readers, and the object's.
    func changed(property name: String, of serial: Int) {
        guard isEnabled else { return }
        version += 1
        changedAt[.property(serial, name)] = version
        changedAt[.object(serial)] = version
    }
}

extension Dependency {
    var objectSerial: Int? {
        switch self {
        case .object(let serial), .property(let serial, _), .anyProperty(let serial): serial
        case .state, .global: nil
        }
    }
}
