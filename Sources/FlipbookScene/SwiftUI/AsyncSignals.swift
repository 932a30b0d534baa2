import FlipbookModel

/// What the prelude's `AsyncStream` waits with: an iterator with nothing buffered suspends its
/// task on the stream's storage (`_awaitSignal`) until a `yield` or `finish` signals it
/// (`_signal`), which resumes the task at that instant.
extension NativeGlobals {
    static let asyncSignalCalls: [String: NativeType.Call] = [
        "_awaitSignal": { i, a throws(Interrupt) in
            guard case .object(let object) = try a.required(nil) else {
                throw .error("_awaitSignal needs an object", at: a.span)
            }
            try i.requireHost(at: a.span).waitForSignal(ObjectIdentifier(object), at: a.span)
            return .void
        },
        "_signal": { i, a throws(Interrupt) in
            guard case .object(let object) = try a.required(nil) else {
                throw .error("_signal needs an object", at: a.span)
            }
            i.host?.signal(ObjectIdentifier(object))
            return .void
        },
    ]
}
