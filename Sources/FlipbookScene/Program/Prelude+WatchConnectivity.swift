extension Prelude {
    /// WatchConnectivity, as on an iPhone with no watch paired: sessions are not supported
    /// (`isSupported()` is false), never activate, and send nothing.
    static let watchConnectivitySource = #"""
        enum WCSessionActivationState: Int, Hashable {
            case notActivated, inactive, activated
        }

        protocol WCSessionDelegate: AnyObject {}

        final class WCSession {
            static let `default` = WCSession()
            static func isSupported() -> Bool { false }
            weak var delegate: WCSessionDelegate? = nil
            var activationState: WCSessionActivationState { .notActivated }
            var isPaired: Bool { false }
            var isWatchAppInstalled: Bool { false }
            var isReachable: Bool { false }
            var isComplicationEnabled: Bool { false }
            var applicationContext: [String: Any] { [:] }
            var receivedApplicationContext: [String: Any] { [:] }
            init() {}
            func activate() {}
            func updateApplicationContext(_ applicationContext: [String: Any]) throws {}
            func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((Error) -> Void)? = nil) {}
            func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((Error) -> Void)? = nil) {}
            @discardableResult
            func transferUserInfo(_ userInfo: [String: Any] = [:]) -> Any? { nil }
        }
        """#
}
