extension Prelude {
    /// Swift's `AsyncStream` and `AsyncThrowingStream`: what a continuation yields is buffered
    /// (unbounded, or as its buffering policy keeps) and handed to the task iterating the
    /// stream, which waits, suspended, while the buffer is empty and the stream not finished;
    /// a yield resumes it at that instant. `init(unfolding:)` asks its closure for each element.
    static let asyncStreamSource = #"""
        final class _AsyncStreamStorage<Element> {
            var buffer: [Element] = []
            var isFinished = false
            var failure: Error? = nil
            var limit: Int? = nil
            var keepsNewest = false
            var onTermination: ((_AsyncStreamTermination) -> Void)? = nil
            init() {}

            func _yield(_ value: Element) -> Bool {
                guard !isFinished else { return false }
                if let limit, buffer.count >= limit {
                    guard keepsNewest, limit > 0 else { return false }
                    buffer.removeFirst()
                }
                buffer.append(value)
                _signal(self)
                return true
            }
            func _finish(_ error: Error?) {
                guard !isFinished else { return }
                isFinished = true
                failure = error
                _signal(self)
                onTermination?(_AsyncStreamTermination.finished)
            }
            /// A cancelled task's stream ends: its termination handler hears `.cancelled`, and
            /// `next()` returns what is buffered, then nil.
            func _cancel() {
                guard !isFinished else { return }
                isFinished = true
                let handler = onTermination
                onTermination = nil
                handler?(_AsyncStreamTermination.cancelled)
            }
            func _next() async -> Element? {
                while true {
                    if Task.isCancelled { _cancel() }
                    if !buffer.isEmpty { return buffer.removeFirst() }
                    if isFinished { return nil }
                    _awaitSignal(self)
                }
            }
        }

        enum _AsyncStreamTermination: Hashable { case finished, cancelled }

        /// Both streams' continuation: `finish()` ends an `AsyncStream`, `finish(throwing:)` an
        /// `AsyncThrowingStream` with its error.
        struct _AsyncStreamContinuation<Element> {
            typealias Termination = _AsyncStreamTermination
            typealias BufferingPolicy = _AsyncStreamBufferingPolicy
            enum YieldResult { case enqueued(remaining: Int), dropped(Element), terminated }
            let _storage: _AsyncStreamStorage<Element>

            @discardableResult
            func yield(_ value: Element) -> YieldResult {
                if _storage.isFinished { return .terminated }
                return _storage._yield(value) ? .enqueued(remaining: Int.max) : .dropped(value)
            }
            func finish(throwing error: Error? = nil) { _storage._finish(error) }
            var onTermination: ((Termination) -> Void)? {
                get { _storage.onTermination }
                nonmutating set { _storage.onTermination = newValue }
            }
        }

        enum _AsyncStreamBufferingPolicy {
            case unbounded, bufferingOldest(Int), bufferingNewest(Int)
        }

        struct AsyncStream<Element>: AsyncSequence {
            typealias BufferingPolicy = _AsyncStreamBufferingPolicy

            typealias Continuation = _AsyncStreamContinuation<Element>

            struct Iterator: AsyncIteratorProtocol {
                let _storage: _AsyncStreamStorage<Element>
                let _produce: (() async -> Element?)?
                mutating func next() async -> Element? {
                    if let _produce { return await _produce() }
                    return await _storage._next()
                }
            }
            typealias AsyncIterator = Iterator

            let _storage: _AsyncStreamStorage<Element>
            let _produce: (() async -> Element?)?

            init(
                _ elementType: Any? = nil, bufferingPolicy limit: BufferingPolicy = .unbounded,
                _ build: (Continuation) -> Void
            ) {
                _storage = _asyncStreamStorage(limit)
                _produce = nil
                build(Continuation(_storage: _storage))
            }
            init(unfolding produce: @escaping () async -> Element?, onCancel: (() -> Void)? = nil) {
                _storage = _AsyncStreamStorage<Element>()
                _produce = produce
            }
            init(_continuationOf storage: _AsyncStreamStorage<Element>) {
                _storage = storage
                _produce = nil
            }
            static func makeStream(
                of elementType: Any? = nil, bufferingPolicy limit: BufferingPolicy = .unbounded
            ) -> (stream: AsyncStream<Element>, continuation: Continuation) {
                let storage: _AsyncStreamStorage<Element> = _asyncStreamStorage(limit)
                return (AsyncStream(_continuationOf: storage), Continuation(_storage: storage))
            }
            func makeAsyncIterator() -> Iterator { Iterator(_storage: _storage, _produce: _produce) }
        }

        struct AsyncThrowingStream<Element, Failure>: AsyncSequence {
            typealias BufferingPolicy = _AsyncStreamBufferingPolicy

            typealias Continuation = _AsyncStreamContinuation<Element>

            struct Iterator: AsyncIteratorProtocol {
                let _storage: _AsyncStreamStorage<Element>
                let _produce: (() async throws -> Element?)?
                mutating func next() async throws -> Element? {
                    if let _produce { return try await _produce() }
                    let element = await _storage._next()
                    if element == nil, let failure = _storage.failure {
                        _storage.failure = nil
                        throw failure
                    }
                    return element
                }
            }
            typealias AsyncIterator = Iterator

            let _storage: _AsyncStreamStorage<Element>
            let _produce: (() async throws -> Element?)?

            init(
                _ elementType: Any? = nil, bufferingPolicy limit: BufferingPolicy = .unbounded,
                _ build: (Continuation) -> Void
            ) {
                _storage = _asyncStreamStorage(limit)
                _produce = nil
                build(Continuation(_storage: _storage))
            }
            init(unfolding produce: @escaping () async throws -> Element?) {
                _storage = _AsyncStreamStorage<Element>()
                _produce = produce
            }
            init(_continuationOf storage: _AsyncStreamStorage<Element>) {
                _storage = storage
                _produce = nil
            }
            static func makeStream(
                of elementType: Any? = nil, throwing failureType: Any? = nil,
                bufferingPolicy limit: BufferingPolicy = .unbounded
            ) -> (stream: AsyncThrowingStream<Element, Failure>, continuation: Continuation) {
                let storage: _AsyncStreamStorage<Element> = _asyncStreamStorage(limit)
                return (AsyncThrowingStream(_continuationOf: storage), Continuation(_storage: storage))
            }
            func makeAsyncIterator() -> Iterator { Iterator(_storage: _storage, _produce: _produce) }
        }

        func _asyncStreamStorage<Element>(_ policy: _AsyncStreamBufferingPolicy) -> _AsyncStreamStorage<Element> {
            let storage = _AsyncStreamStorage<Element>()
            switch policy {
            case .unbounded: break
            case .bufferingOldest(let count): storage.limit = count
            case .bufferingNewest(let count):
                storage.limit = count
                storage.keepsNewest = true
            }
            return storage
        }
        """#
}
