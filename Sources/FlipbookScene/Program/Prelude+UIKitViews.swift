extension Prelude {
    /// `UIViewRepresentable`: SwiftUI makes the representable's UIKit view (`makeUIView`, then
    /// `updateUIView`) and shows it. Flipbook cannot draw UIKit, but it models the views whose
    /// drawing SwiftUI has words for: a `UIVisualEffectView` with a `UIBlurEffect` draws the
    /// material of its style (the wrapper older code used before SwiftUI had materials), and a
    /// plain `UIView` its background colour. A view that adds subviews, or any other UIKit view,
    /// stops the render with what is missing.
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
            var _hasSubviews = false
            init() {}
            init(frame: CGRect) { self.frame = frame }
            func addSubview(_ view: UIView) { _hasSubviews = true }
            func setNeedsDisplay() {}
            func setNeedsLayout() {}
            func layoutIfNeeded() {}
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
            @ViewBuilder var _drawing: some View {
                if view._hasSubviews {
                    let _ = _notSupported("a UIKit view with subviews is not supported by Flipbook: it draws a UIVisualEffectView's blur and a UIView's background colour")
                } else if let effectView = view as? UIVisualEffectView, let blur = effectView.effect as? UIBlurEffect {
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
