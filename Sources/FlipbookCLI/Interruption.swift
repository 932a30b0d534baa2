import Foundation
import Synchronization

/// Ctrl-C and `kill` during a render. Before any frame is written a signal ends the process at
/// once (there is nothing to clean up); while frames are being written it asks the render to
/// stop after the frames in hand, so no file is left half written and the command can say how
/// far it got.
enum Interruption {
    /// Whether frames are being written (a signal then stops the render instead of the process).
    static let writing = Atomic<Bool>(false)
    /// The signal that asked the render to stop; 0 while none has.
    static let requested = Atomic<Int32>(0)

    static func install() {
        // Touched here so that the handler never runs their lazy initialization.
        _ = writing.load(ordering: .sequentiallyConsistent)
        _ = requested.load(ordering: .sequentiallyConsistent)
        signal(SIGINT, interruptionHandler)
        signal(SIGTERM, interruptionHandler)
        // A parent may start us with these blocked (the mask is inherited): unblock them, or
        // Ctrl-C would wait until the render ends.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    static var isRequested: Bool { requested.load(ordering: .sequentiallyConsistent) != 0 }

    /// The exit status of a process ended by `signal`, as shells report it.
    static var exitStatus: Int32 { 128 + requested.load(ordering: .sequentiallyConsistent) }
}

/// Only async-signal-safe work: atomics and `_exit`.
private func interruptionHandler(_ signal: Int32) {
    guard Interruption.writing.load(ordering: .sequentiallyConsistent) else { _exit(128 + signal) }
    Interruption.requested.store(signal, ordering: .sequentiallyConsistent)
}
