import FlipbookModel
import Foundation

/// A task of the scene (`.task`, `Task { }`) that can suspend in the middle of its code
/// (`Task.sleep`, `await` of an async function that sleeps) and resume later.
///
/// Each runs on a thread of its own, but only one thread ever runs scene code at a time: the
/// scheduler resumes a coroutine and waits until it suspends or ends, so the interpreter's
/// state is never touched by two threads at once, and the run is deterministic.
final class Coroutine: @unchecked Sendable {
    let id: Int
    /// The effect that started it (cancelled when the effect's owner goes); nil for `Task { }`.
    let owner: FlipbookModel.Identity?
    private(set) var isFinished = false
    var isCancelled = false
    /// Whether a `CancellationError` was already thrown into it: a cancelled task that sleeps
    /// again is ended there (its view is gone; SwiftUI would spin it in a loop that shows
    /// nothing).
    var sawCancellation = false
    /// Set to make a suspended coroutine unwind when the run ends.
    var isTerminated = false
    /// When it asked to be resumed; nil while running or finished.
    var wakeTime: Double?
    /// Where it last suspended (a `Task.sleep`).
    var suspendedAt: FlipbookModel.SourceSpan?
    /// The error that ended it, if any.
    var failure: Interrupt?
    private let resumeSignal = DispatchSemaphore(value: 0)
    private let yieldSignal = DispatchSemaphore(value: 0)
    private var body: (() -> Void)?

    /// Stack for each coroutine's thread (the interpreter recurses as deeply as scene code nests).
    static let stackSize = 64 << 20

    init(id: Int, owner: FlipbookModel.Identity?, body: @escaping () -> Void) {
        self.id = id
        self.owner = owner
        self.body = body
    }

    /// Runs the coroutine until it suspends or finishes (called by the scheduler).
    func resume() {
        if let body {
            self.body = nil
            let work = UncheckedBox(body)
            let thread = Thread { [self] in
                resumeSignal.wait()
                work.value()
                isFinished = true
                yieldSignal.signal()
            }
            thread.stackSize = Coroutine.stackSize
            thread.start()
        }
        resumeSignal.signal()
        yieldSignal.wait()
    }

    /// Suspends the coroutine until the scheduler resumes it (called on its own thread).
    func suspend() {
        yieldSignal.signal()
        resumeSignal.wait()
    }
}

/// Carries a value across a thread boundary the scheduler serializes.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
