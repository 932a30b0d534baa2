extension Prelude {
    /// A Combine subset written in Swift: subjects (`PassthroughSubject`, `CurrentValueSubject`)
    /// and `NotificationCenter`, whose subscribers (`sink`, and `.onReceive`, which subscribes
    /// when its view appears and cancels when it goes) get each value synchronously, in the order
    /// they subscribed, as Combine delivers on the sending thread. Nothing posts the system's
    /// notifications (the keyboard, the orientation, the app's activity): offline, they never
    /// come; the scene's own `post` does reach its observers.
    static let combineSource = #"""
        /// What every publisher here can do: deliver its values to a receiver until the
        /// returned cancellable is cancelled. The operators are built on it.
        protocol Publisher {
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable
        }

        final class AnyCancellable: Hashable {
            private let onCancel: () -> Void
            init(_ cancel: @escaping () -> Void) { onCancel = cancel }
            func cancel() { onCancel() }
            func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
            static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        /// An `ObservableObject`'s `objectWillChange` as a publisher (a parent forwarding its
        /// child's changes with `sink`): it sends nothing, since Flipbook evaluates the views
        /// again after any change to an object they use.
        extension ObservableObjectPublisher: Publisher {
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable { AnyCancellable {} }
        }

        enum Subscribers {
            enum Completion<Failure> {
                case finished
                case failure(Failure)
            }
        }

        /// A publisher's end, sent down the same path as its values: operators pass it on, and
        /// nothing comes after it.
        struct _CombineCompletion {
            let completion: Subscribers.Completion<Any>
        }

        let _finished = _CombineCompletion(completion: .finished)
        func _failure(_ error: Any) -> _CombineCompletion { _CombineCompletion(completion: .failure(error)) }

        /// Subscribes `onValue` to the values of `upstream`; its end goes straight to `receiver`.
        func _values(_ upstream: Publisher, _ receiver: @escaping (Any) -> Void, _ onValue: @escaping (Any) -> Void) -> AnyCancellable {
            upstream._subscribe { value in
                if value is _CombineCompletion { receiver(value) } else { onValue(value) }
            }
        }

        final class _Subscriptions<Output> {
            private var receivers: [Int: (Output) -> Void] = [:]
            private var count = 0
            /// Whether a subject has ended: nothing is sent, or subscribed to, after its end.
            private(set) var isFinished = false
            func add(_ receiver: @escaping (Output) -> Void) -> AnyCancellable {
                if isFinished { return AnyCancellable {} }
                count += 1
                let id = count
                receivers[id] = receiver
                return AnyCancellable { self.receivers[id] = nil }
            }
            func send(_ value: Output) {
                if isFinished { return }
                for id in receivers.keys.sorted() {
                    if let receiver = receivers[id] { receiver(value) }
                }
            }
            func finish(_ completion: Subscribers.Completion<Any>) {
                switch completion {
                case .finished: send(_finished)
                case .failure(let error): send(_failure(error))
                }
                isFinished = true
            }
        }

        /// A subject that a connectable publisher (`multicast(subject:)`) feeds: a value or an
        /// end, as a publisher's receiver gets them.
        protocol _ForwardingSubject {
            func _forward(_ value: Any)
        }

        final class PassthroughSubject<Output, Failure: Error>: Publisher, _ForwardingSubject {
            private let subscriptions = _Subscriptions<Output>()
            init() {}
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable { subscriptions.add(receiver) }
            func send(_ value: Output) { subscriptions.send(value) }
            func send() { send(()) }
            func send(completion: Subscribers.Completion<Failure>) { subscriptions.finish(completion) }
            func _forward(_ value: Any) {
                if let end = value as? _CombineCompletion { subscriptions.finish(end.completion) } else { subscriptions.send(value) }
            }
        }

        final class CurrentValueSubject<Output, Failure: Error>: Publisher {
            private let subscriptions = _Subscriptions<Output>()
            var value: Output {
                didSet { subscriptions.send(value) }
            }
            init(_ value: Output) { self.value = value }
            /// A new subscriber gets the current value first.
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                if subscriptions.isFinished { return AnyCancellable {} }
                receiver(value)
                return subscriptions.add(receiver)
            }
            func send(_ value: Output) { self.value = value }
            func send(completion: Subscribers.Completion<Failure>) { subscriptions.finish(completion) }
            func _forward(_ value: Any) {
                if let end = value as? _CombineCompletion { subscriptions.finish(end.completion) } else { self.value = value }
            }
        }

        /// `multicast(subject:)` and `makeConnectable()`: subscribers get the subject's values;
        /// `connect()` starts feeding the upstream's into it, once for them all (`autoconnect()`
        /// at the first subscription).
        final class _ConnectablePublisher: Publisher {
            private let upstream: Publisher
            private let subject: Publisher
            private var connection: AnyCancellable? = nil
            private var connectsOnSubscription = false
            init(upstream: Publisher, subject: Publisher) {
                self.upstream = upstream
                self.subject = subject
            }
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                let subscription = subject._subscribe(receiver)
                if connectsOnSubscription, connection == nil { let _ = connect() }
                return subscription
            }
            func connect() -> AnyCancellable {
                if let connection { return connection }
                let target = subject
                let made = upstream._subscribe { value in (target as? _ForwardingSubject)?._forward(value) }
                connection = made
                return AnyCancellable { made.cancel() }
            }
            func autoconnect() -> _ConnectablePublisher {
                connectsOnSubscription = true
                return self
            }
        }

        struct Notification {
            struct Name: Hashable, RawRepresentable {
                let rawValue: String
                init(_ rawValue: String) { self.rawValue = rawValue }
                init(rawValue: String) { self.rawValue = rawValue }
                // Foundation's own, which nothing posts during a preview.
                static let NSCalendarDayChanged = Name("NSCalendarDayChangedNotification")
                static let NSSystemTimeZoneDidChange = Name("NSSystemTimeZoneDidChangeNotification")
                static let NSSystemClockDidChange = Name("NSSystemClockDidChangeNotification")
                static let NSProcessInfoPowerStateDidChange = Name("NSProcessInfoPowerStateDidChangeNotification")
                static let NSUbiquitousKeyValueStoreDidChangeExternally = Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
            }
            let name: Name
            var object: Any? = nil
            var userInfo: [AnyHashable: Any]? = nil
        }

        enum NSNotification {
            typealias Name = Notification.Name
        }

        final class OperationQueue {
            static let main = OperationQueue()
            init() {}
            func addOperation(_ block: @escaping () -> Void) { block() }
        }

        final class NotificationCenter {
            static let `default` = NotificationCenter()
            private var observers: [Notification.Name: _Subscriptions<Notification>] = [:]
            init() {}

            func publisher(for name: Notification.Name, object: AnyObject? = nil) -> _NotificationPublisher {
                _NotificationPublisher(center: self, name: name)
            }
            /// `for await note in center.notifications(named:)`: each notification posted from
            /// the call on, in order; the loop waits between them.
            func notifications(named name: Notification.Name, object: AnyObject? = nil) -> AsyncStream<Notification> {
                let (stream, continuation) = AsyncStream<Notification>.makeStream()
                _ = _subscriptions(for: name).add { notification in continuation.yield(notification) }
                return stream
            }
            func post(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
                post(Notification(name: name, object: object, userInfo: userInfo))
            }
            func post(_ notification: Notification) {
                observers[notification.name]?.send(notification)
            }
            func addObserver(
                forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
                using block: @escaping (Notification) -> Void
            ) -> AnyCancellable {
                _subscriptions(for: name ?? Notification.Name("")).add(block)
            }
            func removeObserver(_ observer: Any) {
                if let cancellable = observer as? AnyCancellable { cancellable.cancel() }
            }
            func _subscriptions(for name: Notification.Name) -> _Subscriptions<Notification> {
                if let existing = observers[name] { return existing }
                let made = _Subscriptions<Notification>()
                observers[name] = made
                return made
            }

            typealias Publisher = _NotificationPublisher
        }

        struct _NotificationPublisher: Publisher {
            let center: NotificationCenter
            let name: Notification.Name
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                center._subscriptions(for: name).add(receiver)
            }
        }

        /// `Timer.publish(every:on:in:).autoconnect()` subscribed to with `sink` or an
        /// operator (`.onReceive` drives it natively): a repeating timer from the subscription
        /// on, sending the date.
        extension Timer.TimerPublisher: Publisher {
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                let timer = Timer.scheduledTimer(withTimeInterval: _interval, repeats: true) { _ in receiver(Date()) }
                return AnyCancellable { timer.invalidate() }
            }
        }

        /// A publisher made by an operator: what subscribing to it does.
        struct AnyPublisher<Output, Failure>: Publisher {
            let _body: (@escaping (Any) -> Void) -> AnyCancellable
            init(_subscribe body: @escaping (@escaping (Any) -> Void) -> AnyCancellable) { _body = body }
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable { _body(receiver) }
        }

        struct Just<Output>: Publisher {
            let output: Output
            init(_ output: Output) { self.output = output }
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                receiver(output)
                receiver(_finished)
                return AnyCancellable {}
            }
        }

        /// Runs its closure at once; the result it promises reaches every subscriber, before
        /// or after it comes, followed by the end.
        final class Future<Output, Failure>: Publisher {
            typealias Promise = (Result<Output, Failure>) -> Void
            private var result: Result<Output, Failure>? = nil
            private let subscriptions = _Subscriptions<Any>()
            init(_ attemptToFulfill: (@escaping (Result<Output, Failure>) -> Void) -> Void) {
                func promise(_ outcome: Result<Output, Failure>) {
                    if result != nil { return }
                    result = outcome
                    _deliver(outcome) { self.subscriptions.send($0) }
                }
                attemptToFulfill(promise)
            }
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                if let result {
                    _deliver(result, receiver)
                    return AnyCancellable {}
                }
                return subscriptions.add(receiver)
            }
            private func _deliver(_ outcome: Result<Output, Failure>, _ receiver: (Any) -> Void) {
                switch outcome {
                case .success(let value):
                    receiver(value)
                    receiver(_finished)
                case .failure(let error):
                    receiver(_failure(error))
                }
            }
        }

        struct Fail<Output, Failure>: Publisher {
            let error: Failure
            init(error: Failure) { self.error = error }
            init(outputType: Any, failure: Failure) { error = failure }
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                receiver(_failure(error))
                return AnyCancellable {}
            }
        }

        struct Empty<Output, Failure>: Publisher {
            let completeImmediately: Bool
            init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                if completeImmediately { receiver(_finished) }
                return AnyCancellable {}
            }
        }

        /// `@Published var x`'s `$x` inside its class: the values the property is set to, sent
        /// before it changes (as `willSet`), the current one first to each new subscriber.
        final class _PublishedPublisher: Publisher {
            private let subscriptions = _Subscriptions<Any>()
            private var current: Any
            let _owner: AnyObject
            let _property: String
            init(_ value: Any, _ owner: AnyObject, _ property: String) {
                current = value
                _owner = owner
                _property = property
            }
            func _subscribe(_ receiver: @escaping (Any) -> Void) -> AnyCancellable {
                receiver(current)
                return subscriptions.add(receiver)
            }
            func _willSet(_ value: Any) {
                current = value
                subscriptions.send(value)
            }
        }

        func _makePublishedPublisher(_ value: Any, _ owner: AnyObject, _ property: String) -> _PublishedPublisher {
            _PublishedPublisher(value, owner, property)
        }

        func _assignPublished(_ target: _PublishedPublisher, _ value: Any) {
            _setObjectProperty(target._owner, target._property, value)
        }

        func _combineEqual(_ a: Any?, _ b: Any) -> Bool { a == b }

        /// A scheduler's time interval (`.milliseconds(300)`, `.seconds(1)`, `0.5`).
        struct _SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            let _seconds: Double
            init(_seconds: Double) { self._seconds = _seconds }
            init(floatLiteral value: Double) { _seconds = value }
            init(integerLiteral value: Int) { _seconds = Double(value) }
            static func seconds(_ value: Double) -> _SchedulerStride { _SchedulerStride(_seconds: value) }
            static func milliseconds(_ value: Int) -> _SchedulerStride { _SchedulerStride(_seconds: Double(value) / 1000) }
            static func microseconds(_ value: Int) -> _SchedulerStride { _SchedulerStride(_seconds: Double(value) / 1_000_000) }
            static func nanoseconds(_ value: Int) -> _SchedulerStride { _SchedulerStride(_seconds: Double(value) / 1_000_000_000) }
        }

        final class RunLoop {
            static let main = RunLoop()
            static let current = RunLoop.main
        }

        final class ImmediateScheduler {
            static let shared = ImmediateScheduler()
        }

        /// Mutable state an operator's subscription keeps between values.
        final class _OperatorState {
            var last: Any? = nil
            var hasLast = false
            var count = 0
            var generation = 0
            var other: Any? = nil
            var hasOther = false
        }

        extension Publisher {
            func sink(receiveValue: @escaping (Any) -> Void) -> AnyCancellable { _values(self, { _ in }, receiveValue) }
            func sink(receiveCompletion: @escaping (Any) -> Void, receiveValue: @escaping (Any) -> Void) -> AnyCancellable {
                _subscribe { value in
                    if let end = value as? _CombineCompletion { receiveCompletion(end.completion) } else { receiveValue(value) }
                }
            }
            /// `assign(to: \.title, on: self)`.
            func assign(to keyPath: Any, on object: AnyObject) -> AnyCancellable {
                _values(self, { _ in }) { value in object[keyPath: keyPath] = value }
            }
            /// `assign(to: &$title)`: the published property gets every value, for as long as
            /// its object lives.
            func assign(to published: inout _PublishedPublisher) {
                let target = published
                let _ = _values(self, { _ in }) { value in _assignPublished(target, value) }
            }
            func eraseToAnyPublisher() -> AnyPublisher<Any, Never> { AnyPublisher(_subscribe: { self._subscribe($0) }) }
            func receive(on scheduler: Any, options: Any? = nil) -> Self { self }
            func subscribe(on scheduler: Any, options: Any? = nil) -> Self { self }
            func print(_ prefix: String = "", to stream: Any? = nil) -> Self { self }
            func share() -> Self { self }
            func multicast(subject: Publisher) -> _ConnectablePublisher { _ConnectablePublisher(upstream: self, subject: subject) }
            func multicast(_ createSubject: () -> Publisher) -> _ConnectablePublisher {
                _ConnectablePublisher(upstream: self, subject: createSubject())
            }
            func makeConnectable() -> _ConnectablePublisher {
                _ConnectablePublisher(upstream: self, subject: PassthroughSubject<Any, Never>())
            }
            func setFailureType(to failureType: Any) -> Self { self }
            func assertNoFailure(_ prefix: String = "") -> Self { self }
            /// A failure becomes `output`, then the end.
            func replaceError(with output: Any) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in self._subscribe { value in
                    if let end = value as? _CombineCompletion, case .failure = end.completion {
                        receiver(output)
                        receiver(_finished)
                    } else {
                        receiver(value)
                    }
                } })
            }
            func replaceEmpty(with output: Any) -> Self { self }
            /// A failure goes on as the publisher the handler makes for it.
            func `catch`(_ handler: @escaping (Any) -> Publisher) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    let upstream = self._subscribe { value in
                        if let end = value as? _CombineCompletion, case .failure(let error) = end.completion {
                            state.other = handler(error)._subscribe(receiver)
                        } else {
                            receiver(value)
                        }
                    }
                    return AnyCancellable {
                        upstream.cancel()
                        (state.other as? AnyCancellable)?.cancel()
                    }
                })
            }
            func mapError(_ transform: @escaping (Any) -> Any) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in self._subscribe { value in
                    if let end = value as? _CombineCompletion, case .failure(let error) = end.completion {
                        receiver(_failure(transform(error)))
                    } else {
                        receiver(value)
                    }
                } })
            }
            func retry(_ retries: Int) -> Self { self }
            func map(_ transform: @escaping (Any) -> Any) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in _values(self, receiver) { receiver(transform($0)) } })
            }
            /// A throw ends the publisher with that failure.
            func tryMap(_ transform: @escaping (Any) throws -> Any) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    return self._subscribe { value in
                        if state.count > 0 { return }
                        if value is _CombineCompletion {
                            receiver(value)
                            return
                        }
                        do {
                            receiver(try transform(value))
                        } catch {
                            state.count = 1
                            receiver(_failure(error))
                        }
                    }
                })
            }
            /// `decode(type: [Item].self, decoder: JSONDecoder())`: each `Data` decoded.
            func decode(type: Any.Type, decoder: JSONDecoder) -> AnyPublisher<Any, Never> {
                tryMap { value in try decoder.decode(type, from: value as! Data) }
            }
            func compactMap(_ transform: @escaping (Any) -> Any?) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in _values(self, receiver) { value in
                    if let mapped = transform(value) { receiver(mapped) }
                } })
            }
            func filter(_ isIncluded: @escaping (Any) -> Bool) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in _values(self, receiver) { value in
                    if isIncluded(value) { receiver(value) }
                } })
            }
            func replaceNil(with output: Any) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in _values(self, receiver) { value in receiver(value ?? output) } })
            }
            func handleEvents(
                receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Any) -> Void)? = nil,
                receiveCompletion: ((Any) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                receiveRequest: ((Any) -> Void)? = nil
            ) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in self._subscribe { value in
                    if let end = value as? _CombineCompletion { receiveCompletion?(end.completion) } else { receiveOutput?(value) }
                    receiver(value)
                } })
            }
            func removeDuplicates() -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    return _values(self, receiver) { value in
                        if state.hasLast && _combineEqual(state.last, value) { return }
                        state.last = value
                        state.hasLast = true
                        receiver(value)
                    }
                })
            }
            func removeDuplicates(by predicate: @escaping (Any, Any) -> Bool) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    return _values(self, receiver) { value in
                        if state.hasLast && predicate(state.last!, value) { return }
                        state.last = value
                        state.hasLast = true
                        receiver(value)
                    }
                })
            }
            func dropFirst(_ count: Int = 1) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    return _values(self, receiver) { value in
                        state.count += 1
                        if state.count > count { receiver(value) }
                    }
                })
            }
            func prefix(_ maxLength: Int) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    return self._subscribe { value in
                        if state.count >= maxLength { return }
                        if value is _CombineCompletion {
                            state.count = maxLength
                            receiver(value)
                            return
                        }
                        state.count += 1
                        receiver(value)
                        // Combine's prefix ends once it has sent its values.
                        if state.count == maxLength { receiver(_finished) }
                    }
                })
            }
            func scan(_ initialResult: Any, _ nextPartialResult: @escaping (Any, Any) -> Any) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    state.last = initialResult
                    return _values(self, receiver) { value in
                        let next = nextPartialResult(state.last!, value)
                        state.last = next
                        receiver(next)
                    }
                })
            }
            /// Sends a value once `dueTime` has passed without another.
            func debounce(for dueTime: _SchedulerStride, scheduler: Any, options: Any? = nil) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    let upstream = _values(self, receiver) { value in
                        state.generation += 1
                        let generation = state.generation
                        DispatchQueue.main.asyncAfter(deadline: .now() + dueTime._seconds) {
                            if state.generation == generation { receiver(value) }
                        }
                    }
                    return AnyCancellable {
                        state.generation += 1
                        upstream.cancel()
                    }
                })
            }
            /// Sends at most one value per interval: the first or the latest of those that came.
            func throttle(for interval: _SchedulerStride, scheduler: Any, latest: Bool) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    return _values(self, receiver) { value in
                        if state.count > 0 {
                            if latest { state.last = value }
                            return
                        }
                        state.count = 1
                        receiver(value)
                        DispatchQueue.main.asyncAfter(deadline: .now() + interval._seconds) {
                            state.count = 0
                            if latest, let pending = state.last {
                                state.last = nil
                                receiver(pending)
                            }
                        }
                    }
                })
            }
            func delay(for interval: _SchedulerStride, scheduler: Any, options: Any? = nil) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in self._subscribe { value in
                    DispatchQueue.main.asyncAfter(deadline: .now() + interval._seconds) { receiver(value) }
                } })
            }
            func merge(with other: Publisher) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    // Finished when both have finished; a failure ends it at once.
                    let forward: (Any) -> Void = { value in
                        if state.hasLast { return }
                        if let end = value as? _CombineCompletion {
                            if case .finished = end.completion {
                                state.count += 1
                                if state.count < 2 { return }
                            }
                            state.hasLast = true
                        }
                        receiver(value)
                    }
                    let first = self._subscribe(forward)
                    let second = other._subscribe(forward)
                    return AnyCancellable {
                        first.cancel()
                        second.cancel()
                    }
                })
            }
            /// Each value with the latest of the other publisher, once both have sent.
            func combineLatest(_ other: Publisher) -> AnyPublisher<Any, Never> {
                combineLatest(other) { a, b in (a, b) }
            }
            func combineLatest(_ other: Publisher, _ transform: @escaping (Any, Any) -> Any) -> AnyPublisher<Any, Never> {
                AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    let ended = _OperatorState()
                    let end: (Any) -> Void = { value in
                        guard let completion = value as? _CombineCompletion, ended.hasLast == false else { return }
                        if case .finished = completion.completion {
                            ended.count += 1
                            if ended.count < 2 { return }
                        }
                        ended.hasLast = true
                        receiver(value)
                    }
                    let first = _values(self, end) { value in
                        state.last = value
                        state.hasLast = true
                        // The latest may be nil itself (a publisher of optionals): `hasOther` says it came.
                        if state.hasOther { receiver(transform(value, state.other as Any)) }
                    }
                    let second = _values(other, end) { value in
                        state.other = value
                        state.hasOther = true
                        if state.hasLast { receiver(transform(state.last as Any, value)) }
                    }
                    return AnyCancellable {
                        first.cancel()
                        second.cancel()
                    }
                })
            }
        }

        /// Combine's publisher types made by name (`Publishers.CombineLatest($a, $b)`): the same
        /// publishers the operators make.
        enum Publishers {
            static func CombineLatest(_ a: Publisher, _ b: Publisher) -> AnyPublisher<Any, Never> { a.combineLatest(b) }
            static func CombineLatest3(_ a: Publisher, _ b: Publisher, _ c: Publisher) -> AnyPublisher<Any, Never> {
                a.combineLatest(b, c)
            }
            static func CombineLatest4(_ a: Publisher, _ b: Publisher, _ c: Publisher, _ d: Publisher) -> AnyPublisher<Any, Never> {
                a.combineLatest(b, c, d)
            }
            static func Merge(_ a: Publisher, _ b: Publisher) -> AnyPublisher<Any, Never> { a.merge(with: b) }
        }

        extension Publisher {
            /// Three or four publishers' latest values, as tuples.
            func combineLatest(_ second: Publisher, _ third: Publisher) -> AnyPublisher<Any, Never> {
                combineLatest(second).combineLatest(third) { pair, last in (pair.0, pair.1, last) }
            }
            func combineLatest(_ second: Publisher, _ third: Publisher, _ fourth: Publisher) -> AnyPublisher<Any, Never> {
                combineLatest(second, third).combineLatest(fourth) { triple, last in (triple.0, triple.1, triple.2, last) }
            }
        }

        extension Array {
            /// `[1, 2, 3].publisher`: each element, then the end, as soon as one subscribes.
            var publisher: AnyPublisher<Any, Never> {
                let items = self
                return AnyPublisher(_subscribe: { receiver in
                    for item in items { receiver(item) }
                    receiver(_finished)
                    return AnyCancellable {}
                })
            }
        }

        extension URLSession {
            /// Offline, the request fails as a device without a connection fails it: after the
            /// subscription, on the main queue, with `URLError(.notConnectedToInternet)`.
            func dataTaskPublisher(for url: URL) -> AnyPublisher<Any, Never> {
                _warnAtCall("Flipbook renders offline: URLSession's requests fail with URLError(.notConnectedToInternet)")
                return AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    DispatchQueue.main.async { if state.count == 0 { receiver(_failure(URLError(.notConnectedToInternet))) } }
                    return AnyCancellable { state.count = 1 }
                })
            }
            func dataTaskPublisher(for request: URLRequest) -> AnyPublisher<Any, Never> {
                _warnAtCall("Flipbook renders offline: URLSession's requests fail with URLError(.notConnectedToInternet)")
                return AnyPublisher(_subscribe: { receiver in
                    let state = _OperatorState()
                    DispatchQueue.main.async { if state.count == 0 { receiver(_failure(URLError(.notConnectedToInternet))) } }
                    return AnyCancellable { state.count = 1 }
                })
            }
        }

        /// UIKit's responder: the keyboard's notifications, and the base class of an app's
        /// delegate (`class AppDelegate: UIResponder, UIApplicationDelegate`).
        class UIResponder {
            init() {}
            static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
            static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
            static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
            static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
            static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
            static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
        }

        extension UIApplication {
            static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
            static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
            static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
            static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
            static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
            static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
            static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
            static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
            static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
            static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
            static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
        }

        extension UIDevice {
            static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
            static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
        }
        """#
}
