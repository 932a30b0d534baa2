extension Prelude {
    /// UserNotifications, as an app that was never granted notifications sees it (a preview's
    /// first run): the status is `.notDetermined`, asking for authorization answers false (no
    /// one taps the prompt), and scheduled requests are kept, listed and removed, never
    /// delivered. Completion handlers run on the main queue, after the call.
    static let userNotificationsSource = #"""
        struct UNAuthorizationOptions: OptionSet, Hashable {
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            static let badge = UNAuthorizationOptions(rawValue: 1)
            static let sound = UNAuthorizationOptions(rawValue: 2)
            static let alert = UNAuthorizationOptions(rawValue: 4)
            static let carPlay = UNAuthorizationOptions(rawValue: 8)
            static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
            static let provisional = UNAuthorizationOptions(rawValue: 64)
        }

        enum UNAuthorizationStatus: Int, Hashable {
            case notDetermined, denied, authorized, provisional, ephemeral
        }

        enum UNNotificationSetting: Int, Hashable {
            case notSupported, disabled, enabled
        }

        struct UNNotificationPresentationOptions: OptionSet, Hashable {
            let rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            static let badge = UNNotificationPresentationOptions(rawValue: 1)
            static let sound = UNNotificationPresentationOptions(rawValue: 2)
            static let alert = UNNotificationPresentationOptions(rawValue: 4)
            static let list = UNNotificationPresentationOptions(rawValue: 8)
            static let banner = UNNotificationPresentationOptions(rawValue: 16)
        }

        final class UNNotificationSettings {
            let authorizationStatus: UNAuthorizationStatus = .notDetermined
            let alertSetting: UNNotificationSetting = .notSupported
            let soundSetting: UNNotificationSetting = .notSupported
            let badgeSetting: UNNotificationSetting = .notSupported
            let notificationCenterSetting: UNNotificationSetting = .notSupported
            let lockScreenSetting: UNNotificationSetting = .notSupported
            init() {}
        }

        final class UNNotificationSound {
            let _name: String
            init(_name: String) { self._name = _name }
            static let `default` = UNNotificationSound(_name: "default")
            static let defaultCritical = UNNotificationSound(_name: "defaultCritical")
            static func named(_ name: String) -> UNNotificationSound { UNNotificationSound(_name: name) }
        }

        class UNNotificationContent {
            var title = ""
            var subtitle = ""
            var body = ""
            var badge: NSNumber? = nil
            var sound: UNNotificationSound? = nil
            var userInfo: [AnyHashable: Any] = [:]
            var categoryIdentifier = ""
            var threadIdentifier = ""
            init() {}
        }
        class UNMutableNotificationContent: UNNotificationContent {}

        class UNNotificationTrigger {
            let repeats: Bool
            init(repeats: Bool) { self.repeats = repeats }
        }
        class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
            let timeInterval: Double
            init(timeInterval: Double, repeats: Bool) {
                self.timeInterval = timeInterval
                super.init(repeats: repeats)
            }
        }
        class UNCalendarNotificationTrigger: UNNotificationTrigger {
            let dateComponents: DateComponents
            init(dateMatching dateComponents: DateComponents, repeats: Bool) {
                self.dateComponents = dateComponents
                super.init(repeats: repeats)
            }
        }

        final class UNNotificationRequest {
            let identifier: String
            let content: UNNotificationContent
            let trigger: UNNotificationTrigger?
            init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
                self.identifier = identifier
                self.content = content
                self.trigger = trigger
            }
        }

        protocol UNUserNotificationCenterDelegate: AnyObject {}

        final class UNUserNotificationCenter {
            private static let _shared = UNUserNotificationCenter()
            static func current() -> UNUserNotificationCenter { _shared }
            weak var delegate: UNUserNotificationCenterDelegate? = nil
            private var _pending: [UNNotificationRequest] = []
            init() {}

            func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
                DispatchQueue.main.async { completionHandler(false, nil) }
            }
            func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
            func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
                DispatchQueue.main.async { completionHandler(UNNotificationSettings()) }
            }
            func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
            func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
                _pending.removeAll { $0.identifier == request.identifier }
                _pending.append(request)
                if let completionHandler { DispatchQueue.main.async { completionHandler(nil) } }
            }
            func add(_ request: UNNotificationRequest) async throws {
                _pending.removeAll { $0.identifier == request.identifier }
                _pending.append(request)
            }
            func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
                let pending = _pending
                DispatchQueue.main.async { completionHandler(pending) }
            }
            func pendingNotificationRequests() async -> [UNNotificationRequest] { _pending }
            func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
                _pending.removeAll { identifiers.contains($0.identifier) }
            }
            func removeAllPendingNotificationRequests() { _pending.removeAll() }
            func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
            func removeAllDeliveredNotifications() {}
            func setBadgeCount(_ count: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {}
            func setBadgeCount(_ count: Int) async throws {}
        }
        """#
}
