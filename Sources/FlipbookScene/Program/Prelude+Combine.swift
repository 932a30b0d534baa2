extension Prelude {
    /// A Combine subset written in Swift: subjects (`PassthroughSubject`, `CurrentValueSubject`)
    /// and `NotificationCenter`, whose subscribers (`sink`, and `.onReceive`, which subscribes
    /// when its view appears and cancels when it goes) get each value synchronously, in the order
    /// they subscribed, as Combine delivers on the sending thread. Nothing posts the system's
    /// notifications (the keyboard, the orientation, the app's activity): offline, they never
    /// come; the scene's own `post` does reach its observers.
    static let combineSource = #"""
        final class AnyCancellable: Hashable {
            private let onCancel: () -> Void
            init(_ cancel: @escaping () -> Void) { onCancel = cancel }
            func cancel() { onCancel() }
            func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
            static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        enum Subscribers {
            enum Completion<Failure> {
                case finished
                case failure(Failure)
            }
        }

        final class _Subscriptions<Output> {
            private var receivers: [Int: (Output) -> Void] = [:]
            private var count = 0
            func add(_ receiver: @escaping (Output) -> Void) -> AnyCancellable {
                count += 1
                let id = count
                receivers[id] = receiver
                return AnyCancellable { self.receivers[id] = nil }
            }
            func send(_ value: Output) {
                for id in receivers.keys.sorted() {
                    if let receiver = receivers[id] { receiver(value) }
                }
            }
        }

        final class PassthroughSubject<Output, Failure: Error> {
            private let subscriptions = _Subscriptions<Output>()
            init() {}
            func send(_ value: Output) { subscriptions.send(value) }
            func send() { subscriptions.send(()) }
            func send(completion: Subscribers.Completion<Failure>) {}
            func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscriptions.add(receiveValue) }
            func sink(
                receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                receiveValue: @escaping (Output) -> Void
            ) -> AnyCancellable {
                subscriptions.add(receiveValue)
            }
            func eraseToAnyPublisher() -> PassthroughSubject<Output, Failure> { self }
            func receive<S>(on scheduler: S) -> PassthroughSubject<Output, Failure> { self }
        }

        final class CurrentValueSubject<Output, Failure: Error> {
            private let subscriptions = _Subscriptions<Output>()
            var value: Output {
                didSet { subscriptions.send(value) }
            }
            init(_ value: Output) { self.value = value }
            func send(_ value: Output) { self.value = value }
            func send(completion: Subscribers.Completion<Failure>) {}
            func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
                receiveValue(value)
                return subscriptions.add(receiveValue)
            }
            func sink(
                receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                receiveValue: @escaping (Output) -> Void
            ) -> AnyCancellable {
                sink(receiveValue: receiveValue)
            }
            func eraseToAnyPublisher() -> CurrentValueSubject<Output, Failure> { self }
            func receive<S>(on scheduler: S) -> CurrentValueSubject<Output, Failure> { self }
        }

        struct Notification {
            struct Name: Hashable, RawRepresentable {
                let rawValue: String
                init(_ rawValue: String) { self.rawValue = rawValue }
                init(rawValue: String) { self.rawValue = rawValue }
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

            func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
                Publisher(center: self, name: name)
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

            struct Publisher {
                let center: NotificationCenter
                let name: Notification.Name
                func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
                    center._subscriptions(for: name).add(receiveValue)
                }
                func receive<S>(on scheduler: S) -> NotificationCenter.Publisher { self }
                func eraseToAnyPublisher() -> NotificationCenter.Publisher { self }
            }
        }

        final class UIResponder {
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
        }

        extension UIDevice {
            static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
            static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
        }
        """#
}
