extension Prelude {
    /// The parts of UIKit's app objects that SwiftUI code reads or sets: the window's safe area
    /// (`UIApplication.shared.windows.first?.safeAreaInsets`, zero: the canvas has none), and
    /// the appearance proxies of the tab bar (`isHidden` hides TabView's bar, as custom tab
    /// bars do; its other properties are kept and not drawn), of the navigation bar (its title
    /// colours and background are drawn, see `_navigationBarAppearance`) and of scroll views
    /// (behaviour only: nothing to draw).
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
            var traitCollection: UITraitCollection { UITraitCollection.current }
            init() {}
        }

        final class UIWindowScene {
            enum ActivationState: Hashable { case unattached, foregroundActive, foregroundInactive, background }
            /// The canvas is the app's one scene, in the foreground.
            var activationState: ActivationState { .foregroundActive }
            var windows: [UIWindow] { [UIWindow()] }
            var keyWindow: UIWindow? { windows.first }
            var screen: UIScreen { UIScreen.main }
            var traitCollection: UITraitCollection { UITraitCollection.current }
            init() {}
        }

        /// An app's delegate: the app's class that conforms is made once, with no arguments, the
        /// first time `UIApplication.shared.delegate` is read, as UIKit makes it at launch (its
        /// launch methods are not called).
        protocol UIApplicationDelegate: AnyObject {}

        final class UIApplication {
            static let shared = UIApplication()
            var delegate: UIApplicationDelegate? { _appDelegate() }
            var windows: [UIWindow] { [UIWindow()] }
            var keyWindow: UIWindow? { windows.first }
            var connectedScenes: [UIWindowScene] { [UIWindowScene()] }
            /// The canvas has no status bar: its style is kept, and nothing draws it.
            var statusBarStyle: UIStatusBarStyle = .default
            func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }
            func canOpenURL(_ url: URL) -> Bool { false }
            func open(_ url: URL) {}
            func open(_ url: URL, options: [String: Any], completionHandler: ((Bool) -> Void)? = nil) {}
            /// An action sent up the responder chain (`#selector(UIResponder.resignFirstResponder)`
            /// to end editing): a render has no first responder, so nothing handles it.
            @discardableResult
            func sendAction(_ action: String, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
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

        enum UIStatusBarStyle: Int {
            case `default`, lightContent, darkContent
        }

        enum UIUserInterfaceStyle: Int {
            case unspecified, light, dark
        }

        // Text input traits, kept in a view's properties and passed to the input modifiers
        // (`.keyboardType(keyboard)`), which have nothing to draw.
        enum UIKeyboardType: Int {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
                decimalPad, twitter, webSearch, asciiCapableNumberPad
        }
        enum UITextAutocapitalizationType: Int {
            case none, words, sentences, allCharacters
        }
        enum UIReturnKeyType: Int {
            case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
        }
        struct UITextContentType: Hashable {
            let rawValue: String
            init(rawValue: String) { self.rawValue = rawValue }
            static let name = UITextContentType(rawValue: "name")
            static let givenName = UITextContentType(rawValue: "givenName")
            static let familyName = UITextContentType(rawValue: "familyName")
            static let username = UITextContentType(rawValue: "username")
            static let password = UITextContentType(rawValue: "password")
            static let newPassword = UITextContentType(rawValue: "newPassword")
            static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
            static let emailAddress = UITextContentType(rawValue: "emailAddress")
            static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
            static let URL = UITextContentType(rawValue: "URL")
            static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
            static let postalCode = UITextContentType(rawValue: "postalCode")
            static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
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
            var standardAppearance = UITabBarAppearance()
            var scrollEdgeAppearance: UITabBarAppearance? = nil
            init() {}
        }

        struct NSAttributedString {
            struct Key: Hashable {
                let rawValue: String
                init(rawValue: String) { self.rawValue = rawValue }
                init(_ rawValue: String) { self.rawValue = rawValue }
                static let foregroundColor = Key(rawValue: "NSColor")
                static let backgroundColor = Key(rawValue: "NSBackgroundColor")
                static let font = Key(rawValue: "NSFont")
                static let kern = Key(rawValue: "NSKern")
                static let tracking = Key(rawValue: "NSTracking")
                static let paragraphStyle = Key(rawValue: "NSParagraphStyle")
                static let underlineStyle = Key(rawValue: "NSUnderline")
                static let strikethroughStyle = Key(rawValue: "NSStrikethrough")
                static let shadow = Key(rawValue: "NSShadow")
                static let baselineOffset = Key(rawValue: "NSBaselineOffset")
            }
        }

        final class UIBarButtonItemStateAppearance {
            var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
            var backgroundImage: Any? = nil
            init() {}
        }

        /// A bar button's look: kept, not drawn.
        final class UIBarButtonItemAppearance {
            var normal = UIBarButtonItemStateAppearance()
            var highlighted = UIBarButtonItemStateAppearance()
            var disabled = UIBarButtonItemStateAppearance()
            var focused = UIBarButtonItemStateAppearance()
            init() {}
            init(style: Any) {}
        }

        /// What a bar's look has whatever the bar (iOS 13+): its background.
        class UIBarAppearance {
            var backgroundColor: UIColor? = nil
            var shadowColor: UIColor? = nil
            var backgroundEffect: Any? = nil
            var backgroundImage: Any? = nil
            var shadowImage: Any? = nil
            init() {}
            init(idiom: UIUserInterfaceIdiom) {}
            func configureWithOpaqueBackground() {
                backgroundColor = UIColor.systemBackground
                shadowColor = UIColor.separator
            }
            func configureWithTransparentBackground() {
                backgroundColor = UIColor.clear
                shadowColor = UIColor.clear
            }
            func configureWithDefaultBackground() { backgroundColor = nil }
        }

        /// A navigation bar's look: its background and title attributes.
        final class UINavigationBarAppearance: UIBarAppearance {
            var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
            var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
            var buttonAppearance = UIBarButtonItemAppearance()
            var backButtonAppearance = UIBarButtonItemAppearance()
            var doneButtonAppearance = UIBarButtonItemAppearance()
            func setBackIndicatorImage(_ image: Any?, transitionMaskImage: Any?) {}
        }

        final class UINavigationBar {
            static let _appearance = UINavigationBar()
            static func appearance() -> UINavigationBar { _appearance }
            var standardAppearance = UINavigationBarAppearance()
            var scrollEdgeAppearance: UINavigationBarAppearance? = nil
            var compactAppearance: UINavigationBarAppearance? = nil
            var compactScrollEdgeAppearance: UINavigationBarAppearance? = nil
            var titleTextAttributes: [NSAttributedString.Key: Any]? = nil
            var largeTitleTextAttributes: [NSAttributedString.Key: Any]? = nil
            var backgroundColor: UIColor? = nil
            var barTintColor: UIColor? = nil
            var tintColor: UIColor? = nil
            var isTranslucent = true
            var prefersLargeTitles = false
            var shadowImage: Any? = nil
            func setBackgroundImage(_ image: Any?, for barMetrics: Any) {}
            init() {}
        }

        final class UITabBarItemStateAppearance {
            var iconColor: UIColor? = nil
            var badgeBackgroundColor: UIColor? = nil
            var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
            var titlePositionAdjustment: Any? = nil
            init() {}
        }

        final class UITabBarItemAppearance {
            var normal = UITabBarItemStateAppearance()
            var selected = UITabBarItemStateAppearance()
            var disabled = UITabBarItemStateAppearance()
            var focused = UITabBarItemStateAppearance()
            init() {}
            init(style: Any) {}
        }

        /// A tab bar's look: kept, not drawn, as the tab bar's other properties.
        final class UITabBarAppearance: UIBarAppearance {
            var stackedLayoutAppearance = UITabBarItemAppearance()
            var inlineLayoutAppearance = UITabBarItemAppearance()
            var compactInlineLayoutAppearance = UITabBarItemAppearance()
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

        /// iOS 16's lists are collection views: `UITableView.appearance()` (which recoloured the
        /// lists of iOS 15 and before) changes nothing on them; its settings are kept.
        final class UITableView {
            enum SeparatorStyle { case none, singleLine, singleLineEtched }
            static let _appearance = UITableView()
            static func appearance() -> UITableView { _appearance }
            var backgroundColor: UIColor? = nil
            var separatorStyle: SeparatorStyle = .singleLine
            var separatorColor: UIColor? = nil
            var tableFooterView: Any? = nil
            var tableHeaderView: Any? = nil
            var sectionHeaderTopPadding: CGFloat = 0
            var showsVerticalScrollIndicator = true
            var keyboardDismissMode: Any? = nil
            init() {}
        }

        final class UITableViewCell {
            static let _appearance = UITableViewCell()
            static func appearance() -> UITableViewCell { _appearance }
            var backgroundColor: UIColor? = nil
            var selectionStyle: Any? = nil
            init() {}
        }
        """#
}
