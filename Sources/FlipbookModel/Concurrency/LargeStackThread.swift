import Foundation
import Synchronization

/// Runs work on a thread with a large stack and waits for it.
///
/// The parser, the lowering and the interpreter recurse as deeply as a scene nests (within
/// their limits); test runners and worker pools give threads small stacks, so these stages
/// always run on a thread of their own. The threads are kept and reused: mapping and unmapping
/// a fresh stack of hundreds of megabytes for every parse cost more than parsing a small scene.
public enum LargeStackThread {
    public static func run<T: Sendable>(stackSize: Int, _ work: @escaping @Sendable () -> T) -> T {
        let worker = idleWorkers.withLock { $0[stackSize]?.popLast() } ?? StackWorker(stackSize: stackSize)
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        worker.perform {
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        idleWorkers.withLock { $0[stackSize, default: []].append(worker) }
        guard let value = result.withLock({ $0 }) else { preconditionFailure("the worker thread set no result") }
        return value
    }

    /// Workers waiting for work, by stack size. There are never more than the callers that ran
    /// at once (the render's job count).
    private static let idleWorkers = Mutex<[Int: [StackWorker]]>([:])
}

/// One thread with a large stack that runs the jobs given to it, one at a time.
private final class StackWorker: @unchecked Sendable {
    // `@unchecked`: `job` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var job: (@Sendable () -> Void)?

    init(stackSize: Int) {
        let thread = Thread { [self] in loop() }
        thread.stackSize = stackSize
        thread.start()
    }

    func perform(_ work: @escaping @Sendable () -> Void) {
        condition.lock()
        job = work
        condition.signal()
        condition.unlock()
    }

    private func loop() -> Never {
        while true {
            condition.lock()
            while job == nil { condition.wait() }
            let work = job!
            job = nil
            condition.unlock()
            work()
        }
    }
}
