extension Prelude {
    /// `UIViewRepresentable`: SwiftUI makes the representable's UIKit view (`makeUIView`, then
    /// `updateUIView`) and shows it. Flipbook cannot draw UIKit, but it models the views whose
    /// drawing SwiftUI has words for: a `UIVisualEffectView` with a `UIBlurEffect` draws the
    /// material of its style (the wrapper older code used before SwiftUI had materials), and a
    /// plain `UIView` its background colour, and a view's subviews are drawn over it, each
    /// filling it (as the wrappers that pin a blur to a clear container's edges do). Any other
    /// UIKit view stops the render with what is missing.
    static let uiKitViewsSource = #"""
        struct UIViewRepresentableContext<Representable> {
            let coordinator: Any
        }

        protocol UIViewRepresentable: View {
            typealias Context = UIViewRepresentableContext<Self>
        }

        extension UIViewRepresentable {
            var body: some View {
                let context = Context(coordinator: makeCoordinator())
                let view = makeUIView(context: context)
                updateUIView(view, context: context)
                return _UIKitView(view: view)
            }
            func makeCoordinator() {}
        }

        class UIView {
            var backgroundColor: UIColor? = nil
            var tintColor: UIColor? = nil
            var alpha: CGFloat = 1
            var isHidden = false
            var isOpaque = true
            var isUserInteractionEnabled = true
            var clipsToBounds = false
            var translatesAutoresizingMaskIntoConstraints = true
            var frame: CGRect = .zero
            var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
            var autoresizingMask: AutoresizingMask = []
            var layer = CALayer()
            /// Back to front. Each is drawn filling the view: the wrappers that hold a blur pin it
            /// to their edges (constraints, or `frame = bounds` with a flexible mask).
            private(set) var subviews: [UIView] = []
            init() {}
            init(frame: CGRect) { self.frame = frame }
            func addSubview(_ view: UIView) { subviews.append(view) }
            func insertSubview(_ view: UIView, at index: Int) { subviews.insert(view, at: max(0, min(index, subviews.count))) }
            func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
                subviews.insert(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
            }
            func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
                subviews.insert(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
            }
            func sendSubviewToBack(_ view: UIView) {
                subviews.removeAll { $0 === view }
                subviews.insert(view, at: 0)
            }
            func bringSubviewToFront(_ view: UIView) {
                subviews.removeAll { $0 === view }
                subviews.append(view)
            }
            func removeFromSuperview() {}
            func setNeedsDisplay() {}
            func setNeedsLayout() {}
            func layoutIfNeeded() {}

            struct AutoresizingMask: OptionSet, Hashable {
                let rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }
                static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
                static let flexibleWidth = AutoresizingMask(rawValue: 2)
                static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
                static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
                static let flexibleHeight = AutoresizingMask(rawValue: 16)
                static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
            }

            var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
            var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
            var topAnchor: NSLayoutAnchor { NSLayoutAnchor() }
            var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
            var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
            var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
            var leftAnchor: NSLayoutAnchor { NSLayoutAnchor() }
            var rightAnchor: NSLayoutAnchor { NSLayoutAnchor() }
            var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor() }
            var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor() }
        }

        /// A view's layer: its corner radius and border are kept, not drawn.
        final class CALayer {
            var cornerRadius: CGFloat = 0
            var masksToBounds = false
            var borderWidth: CGFloat = 0
            var opacity: Float = 1
            init() {}
        }

        /// Auto Layout's constraints, kept and not solved: a subview is drawn filling its view.
        final class NSLayoutConstraint {
            var isActive = false
            var constant: CGFloat = 0
            var priority: Float = 1000
            init() {}
            static func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
            static func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }
        }
        class NSLayoutAnchor {
            init() {}
            func constraint(equalTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
            func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
            func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
        }
        final class NSLayoutDimension: NSLayoutAnchor {
            func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
            func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
                NSLayoutConstraint()
            }
        }

        class UIVisualEffect {
            init() {}
        }

        class UIBlurEffect: UIVisualEffect {
            enum Style {
                case extraLight, light, dark, regular, prominent
                case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
                case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
                    systemChromeMaterialLight
                case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
                    systemChromeMaterialDark
            }
            let style: Style
            init(style: Style) { self.style = style }
        }

        class UIVisualEffectView: UIView {
            var effect: UIVisualEffect?
            var contentView: UIView { UIView() }
            init(effect: UIVisualEffect?) {
                self.effect = effect
                super.init()
            }
        }

        struct _UIKitView: View {
            let view: UIView
            var body: some View {
                _drawing.opacity(view.isHidden ? 0 : view.alpha)
            }
            var _drawing: some View {
                ZStack {
                    _own
                    ForEach(view.subviews.indices, id: \.self) { index in
                        _UIKitView(view: view.subviews[index])
                    }
                }
            }
            @ViewBuilder var _own: some View {
                if let effectView = view as? UIVisualEffectView, let blur = effectView.effect as? UIBlurEffect {
                    _BlurMaterial(style: blur.style)
                } else if let color = view.backgroundColor {
                    Color(uiColor: color)
                } else {
                    Color.clear
                }
            }
        }

        /// UIKit's blur styles as SwiftUI's materials: the system materials are the same ones;
        /// the styles from before iOS 13 are taken as the material nearest in tint [U].
        struct _BlurMaterial: View {
            let style: UIBlurEffect.Style
            var body: some View {
                switch style {
                case .systemUltraThinMaterial: Rectangle().fill(.ultraThinMaterial)
                case .systemThinMaterial: Rectangle().fill(.thinMaterial)
                case .systemMaterial, .regular: Rectangle().fill(.regularMaterial)
                case .systemThickMaterial, .prominent: Rectangle().fill(.thickMaterial)
                case .systemChromeMaterial: Rectangle().fill(.bar)
                case .systemUltraThinMaterialLight: Rectangle().fill(.ultraThinMaterial).environment(\.colorScheme, .light)
                case .systemThinMaterialLight: Rectangle().fill(.thinMaterial).environment(\.colorScheme, .light)
                case .systemMaterialLight, .light: Rectangle().fill(.regularMaterial).environment(\.colorScheme, .light)
                case .systemThickMaterialLight, .extraLight: Rectangle().fill(.thickMaterial).environment(\.colorScheme, .light)
                case .systemChromeMaterialLight: Rectangle().fill(.bar).environment(\.colorScheme, .light)
                case .systemUltraThinMaterialDark: Rectangle().fill(.ultraThinMaterial).environment(\.colorScheme, .dark)
                case .systemThinMaterialDark: Rectangle().fill(.thinMaterial).environment(\.colorScheme, .dark)
                case .systemMaterialDark, .dark: Rectangle().fill(.regularMaterial).environment(\.colorScheme, .dark)
                case .systemThickMaterialDark: Rectangle().fill(.thickMaterial).environment(\.colorScheme, .dark)
                case .systemChromeMaterialDark: Rectangle().fill(.bar).environment(\.colorScheme, .dark)
                }
            }
        }
        """#
}
