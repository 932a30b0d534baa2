import Foundation
import Synchronization

/// Runs work on a thread with a large stack and waits for it.
///
/// The interpreter recurses as deeply as the scene's code nests; test runners and worker pools
/// give threads small stacks, so the run stage always gets a thread of its own.
enum LargeStackThread {
    static let stackSize = 512 << 20

    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        guard let value = result.withLock({ $0 }) else { preconditionFailure("the worker thread set no result") }
        return value
    }
}
