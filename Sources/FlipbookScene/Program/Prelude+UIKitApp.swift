extension Prelude {
    /// The parts of UIKit's app objects that SwiftUI code reads or sets: the window's safe area
    /// (`UIApplication.shared.windows.first?.safeAreaInsets`, zero: the canvas has none), and
    /// the appearance proxies of the tab bar (`isHidden` hides TabView's bar, as custom tab
    /// bars do; its other properties are kept and not drawn) and of scroll views (behaviour
    /// only: nothing to draw).
    static let uiKitAppSource = #"""
        struct UIEdgeInsets: Equatable {
            var top: CGFloat
            var left: CGFloat
            var bottom: CGFloat
            var right: CGFloat
            init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
                self.top = top
                self.left = left
                self.bottom = bottom
                self.right = right
            }
            static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }

        final class UIWindow {
            var safeAreaInsets: UIEdgeInsets { .zero }
            var bounds: CGRect { UIScreen.main.bounds }
            var frame: CGRect { bounds }
            var screen: UIScreen { UIScreen.main }
            var isKeyWindow: Bool { true }
            init() {}
        }

        final class UIWindowScene {
            var windows: [UIWindow] { [UIWindow()] }
            var keyWindow: UIWindow? { windows.first }
            var screen: UIScreen { UIScreen.main }
            init() {}
        }

        final class UIApplication {
            static let shared = UIApplication()
            var windows: [UIWindow] { [UIWindow()] }
            var keyWindow: UIWindow? { windows.first }
            var connectedScenes: [UIWindowScene] { [UIWindowScene()] }
            func canOpenURL(_ url: URL) -> Bool { false }
            func open(_ url: URL) {}
            func open(_ url: URL, options: [String: Any], completionHandler: ((Bool) -> Void)? = nil) {}
            init() {}
        }

        /// The accessibility settings of a device as it ships: all off (as the environment's
        /// `accessibilityReduceMotion` and friends are).
        enum UIAccessibility {
            static var isReduceMotionEnabled: Bool { false }
            static var isReduceTransparencyEnabled: Bool { false }
            static var isVoiceOverRunning: Bool { false }
            static var isBoldTextEnabled: Bool { false }
            static var isDarkerSystemColorsEnabled: Bool { false }
            static var prefersCrossFadeTransitions: Bool { false }
            static var isSwitchControlRunning: Bool { false }
        }

        enum UIUserInterfaceStyle: Int {
            case unspecified, light, dark
        }

        /// What a dynamic `UIColor { traits in … }` is asked with: the appearance.
        struct UITraitCollection {
            var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
            static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
        }

        enum UIUserInterfaceIdiom: Int {
            case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
        }

        enum UIDeviceOrientation: Int {
            case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
            var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
            var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
            var isFlat: Bool { self == .faceUp || self == .faceDown }
            var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
        }

        /// The device a preview shows: an iPhone, upright.
        final class UIDevice {
            static let current = UIDevice()
            var model: String { "iPhone" }
            var localizedModel: String { "iPhone" }
            var name: String { "iPhone" }
            var systemName: String { "iOS" }
            var systemVersion: String { "17.0" }
            var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
            var orientation: UIDeviceOrientation { .portrait }
            var isBatteryMonitoringEnabled = false
            var batteryLevel: Float { -1 }
            func beginGeneratingDeviceOrientationNotifications() {}
            func endGeneratingDeviceOrientationNotifications() {}
            init() {}
        }

        final class UITabBar {
            static let _appearance = UITabBar()
            static func appearance() -> UITabBar { _appearance }
            var isHidden = false
            var isTranslucent = true
            var backgroundColor: UIColor? = nil
            var barTintColor: UIColor? = nil
            var tintColor: UIColor? = nil
            var unselectedItemTintColor: UIColor? = nil
            init() {}
        }

        final class UIScrollView {
            static let _appearance = UIScrollView()
            static func appearance() -> UIScrollView { _appearance }
            var bounces = true
            var alwaysBounceVertical = false
            var alwaysBounceHorizontal = false
            var showsVerticalScrollIndicator = true
            var showsHorizontalScrollIndicator = true
            var isPagingEnabled = false
            init() {}
        }
        """#
}
