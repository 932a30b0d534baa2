import Foundation
import Synchronization

/// Runs work on a thread with a large stack and waits for it.
///
/// The parser, the lowering and the interpreter recurse as deeply as a scene nests (within
/// their limits); test runners and worker pools give threads small stacks, so these stages
/// always get a thread of their own.
public enum LargeStackThread {
    public static func run<T: Sendable>(stackSize: Int, _ work: @escaping @Sendable () -> T) -> T {
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
