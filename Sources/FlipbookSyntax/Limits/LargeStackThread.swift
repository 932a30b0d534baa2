import Foundation

/// Runs work on a thread with a large stack and waits for it.
///
/// swift-syntax's parser and visitors, and the lowering, recurse as deeply as the file nests
/// (within the limits of `SceneParser`); test runners and worker pools give threads small stacks,
/// so the parse always gets a thread of its own.
enum LargeStackThread {
    static func run<T: Sendable>(stackSize: Int, _ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        guard let value = box.value else { preconditionFailure("the worker thread set no result") }
        return value
    }
}

/// The worker's result. Written once by the worker before it signals, read once by the caller
/// after the wait: the semaphore orders the two accesses.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
