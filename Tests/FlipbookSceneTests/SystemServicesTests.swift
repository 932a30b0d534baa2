import FlipbookModel
import FlipbookScene
import Testing

/// System services a preview's app talks to, as a render sees them: notifications never
/// granted, no watch paired.
@Suite struct SystemServicesTests {
    /// UserNotifications: asking answers false, the status is `.notDetermined`, and scheduled
    /// requests are kept, replaced by identifier and removed, never delivered.
    @Test func notificationsAreNeverGrantedAndRequestsAreKept() throws {
        let notifier = """
            import UserNotifications
            final class Notifier: NSObject, UNUserNotificationCenterDelegate, ObservableObject {
                @Published var status = "?"
                @Published var pending = 0
                let center = UNUserNotificationCenter.current()
                override init() {
                    super.init()
                    center.delegate = self
                }
                func schedule() {
                    center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
                        DispatchQueue.main.async { self.status = granted ? "granted" : "not granted" }
                    }
                    let content = UNMutableNotificationContent()
                    content.title = "Drink water"
                    content.sound = .default
                    var components = DateComponents()
                    components.hour = 9
                    center.add(UNNotificationRequest(identifier: "water", content: content, trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: true)))
                    center.add(UNNotificationRequest(identifier: "water", content: content, trigger: nil))
                    center.add(UNNotificationRequest(identifier: "walk", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
                    center.add(UNNotificationRequest(identifier: "run", content: content, trigger: nil))
                    center.removePendingNotificationRequests(withIdentifiers: ["walk"])
                    center.getPendingNotificationRequests { requests in
                        DispatchQueue.main.async { self.pending = requests.count }
                    }
                    center.getNotificationSettings { settings in
                        if settings.authorizationStatus == .notDetermined { DispatchQueue.main.async { self.status += ", not determined" } }
                    }
                }
            }
            """
        let source = scene(
            body: #"Text("\(notifier.status) \(notifier.pending)").onAppear { notifier.schedule() }"#,
            state: "@StateObject private var notifier = Notifier()", extra: notifier)
        #expect(try runScene(source).last?.tree.texts == ["not granted, not determined 2"])
    }

    @Test func noWatchIsPaired() throws {
        let source = scene(
            body: #"Text("\(WCSession.isSupported()) \(WCSession.default.isReachable) \(WCSession.default.activationState == .notActivated)")"#,
            extra: "import WatchConnectivity")
        #expect(try runScene(source).last?.tree.texts == ["false false true"])
    }

    /// A class no view observes (a dependency container that caches what it makes) may change
    /// while a body runs, as in SwiftUI; an observed one may not.
    @Test func aBodyMayChangeAClassNoViewObserves() throws {
        let container = """
            final class Container {
                private var made: [String: Int] = [:]
                func resolve(_ key: String) -> Int {
                    if let value = made[key] { return value }
                    made[key] = key.count
                    return key.count
                }
            }
            final class Model: ObservableObject {
                var count = 0
            }
            let shared = Container()
            """
        #expect(try runScene(scene(body: #"Text("\(shared.resolve("abc")) \(shared.resolve("abc"))")"#, extra: container)).last?.tree.texts == ["3 3"])
        let observed = scene(
            body: "let _ = model.count += 1\nText(\"\\(model.count)\")", state: "@StateObject private var model = Model()", extra: container)
        #expect(sceneErrors(observed).first?.message.contains("a view's body cannot change state") == true)
    }
}
