extension Prelude {
    /// UIKit's fonts as SwiftUI code reads them: a text style's or the system font's point size
    /// (`UIFont.preferredFont(forTextStyle: .body).pointSize`, 17, at the default Dynamic Type
    /// size), and `Font(uiFont)`. A font named by `UIFont(name:size:)` is drawn in the system
    /// face, as `Font.custom` is.
    static let uiFontSource = #"""
        struct UIFont: Hashable {
            let pointSize: CGFloat
            let fontName: String
            let _font: Font

            enum TextStyle: Hashable {
                case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
            }

            struct Weight: Hashable {
                let _weight: Font.Weight
                static let ultraLight = Weight(_weight: .ultraLight)
                static let thin = Weight(_weight: .thin)
                static let light = Weight(_weight: .light)
                static let regular = Weight(_weight: .regular)
                static let medium = Weight(_weight: .medium)
                static let semibold = Weight(_weight: .semibold)
                static let bold = Weight(_weight: .bold)
                static let heavy = Weight(_weight: .heavy)
                static let black = Weight(_weight: .black)
            }

            init(pointSize: CGFloat, fontName: String, _font: Font) {
                self.pointSize = pointSize
                self.fontName = fontName
                self._font = _font
            }
            init?(name: String, size: CGFloat) {
                self.init(pointSize: size, fontName: name, _font: .custom(name, size: size))
            }

            // iOS's sizes at the default Dynamic Type size (large).
            static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
                switch style {
                case .largeTitle: UIFont(pointSize: 34, fontName: ".SFUI-Regular", _font: .largeTitle)
                case .title1: UIFont(pointSize: 28, fontName: ".SFUI-Regular", _font: .title)
                case .title2: UIFont(pointSize: 22, fontName: ".SFUI-Regular", _font: .title2)
                case .title3: UIFont(pointSize: 20, fontName: ".SFUI-Regular", _font: .title3)
                case .headline: UIFont(pointSize: 17, fontName: ".SFUI-Semibold", _font: .headline)
                case .subheadline: UIFont(pointSize: 15, fontName: ".SFUI-Regular", _font: .subheadline)
                case .body: UIFont(pointSize: 17, fontName: ".SFUI-Regular", _font: .body)
                case .callout: UIFont(pointSize: 16, fontName: ".SFUI-Regular", _font: .callout)
                case .footnote: UIFont(pointSize: 13, fontName: ".SFUI-Regular", _font: .footnote)
                case .caption1: UIFont(pointSize: 12, fontName: ".SFUI-Regular", _font: .caption)
                case .caption2: UIFont(pointSize: 11, fontName: ".SFUI-Regular", _font: .caption2)
                }
            }
            static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
                UIFont(pointSize: size, fontName: ".SFUI-Regular", _font: .system(size: size, weight: weight._weight))
            }
            static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
            static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
                UIFont(pointSize: size, fontName: ".SFUI-Italic", _font: .system(size: size).italic())
            }
            static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
                UIFont(pointSize: size, fontName: ".SFUI-Regular", _font: .system(size: size, weight: weight._weight).monospacedDigit())
            }
            static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
                UIFont(pointSize: size, fontName: ".SFMono-Regular", _font: .system(size: size, weight: weight._weight).monospaced())
            }
            static var systemFontSize: CGFloat { 14 }
            static var labelFontSize: CGFloat { 17 }

            /// `UIFont(descriptor: font.fontDescriptor.withDesign(.rounded)!, size: 0)`: the system
            /// font of the descriptor's design and traits (a size of 0 keeps the descriptor's).
            init(descriptor: UIFontDescriptor, size: CGFloat) {
                let points = size > 0 ? size : descriptor.pointSize
                var font = Font.system(
                    size: points, weight: descriptor.symbolicTraits.contains(.traitBold) ? .bold : descriptor._weight,
                    design: descriptor._design)
                if descriptor.symbolicTraits.contains(.traitItalic) { font = font.italic() }
                self.init(pointSize: points, fontName: fontName(descriptor), _font: font)
                func fontName(_ descriptor: UIFontDescriptor) -> String {
                    descriptor._design == .rounded ? ".SFUIRounded" : ".SFUI-Regular"
                }
            }
            var fontDescriptor: UIFontDescriptor {
                UIFontDescriptor(
                    pointSize: pointSize, _weight: fontName == ".SFUI-Semibold" ? .semibold : .regular, _design: .default,
                    symbolicTraits: [])
            }

            func withSize(_ size: CGFloat) -> UIFont {
                UIFont(pointSize: size, fontName: fontName, _font: .system(size: size))
            }
            // SF Pro's ascender and descender: 0.952 and 0.241 of the size.
            var lineHeight: CGFloat { pointSize * 1.193 }
            var ascender: CGFloat { pointSize * 0.952 }
            var descender: CGFloat { -pointSize * 0.241 }
            var capHeight: CGFloat { pointSize * 0.705 }
            var xHeight: CGFloat { pointSize * 0.524 }
        }

        /// What a `UIFont` is made from: its size, design and traits.
        struct UIFontDescriptor: Hashable {
            let pointSize: CGFloat
            let _weight: Font.Weight
            let _design: Font.Design
            let symbolicTraits: SymbolicTraits

            enum SystemDesign: Hashable { case `default`, rounded, serif, monospaced }

            struct SymbolicTraits: OptionSet, Hashable {
                let rawValue: Int
                static let traitItalic = SymbolicTraits(rawValue: 1)
                static let traitBold = SymbolicTraits(rawValue: 2)
                static let traitExpanded = SymbolicTraits(rawValue: 32)
                static let traitCondensed = SymbolicTraits(rawValue: 64)
                static let traitMonoSpace = SymbolicTraits(rawValue: 1024)
            }

            func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
                let designs: [SystemDesign: Font.Design] = [.default: .default, .rounded: .rounded, .serif: .serif, .monospaced: .monospaced]
                return UIFontDescriptor(pointSize: pointSize, _weight: _weight, _design: designs[design] ?? .default, symbolicTraits: symbolicTraits)
            }
            func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
                UIFontDescriptor(pointSize: pointSize, _weight: _weight, _design: _design, symbolicTraits: traits)
            }
            func withSize(_ size: CGFloat) -> UIFontDescriptor {
                UIFontDescriptor(pointSize: size, _weight: _weight, _design: _design, symbolicTraits: symbolicTraits)
            }
        }

        // The default Dynamic Type size: scaling changes nothing.
        struct UIFontMetrics {
            static let `default` = UIFontMetrics()
            init() {}
            init(forTextStyle style: UIFont.TextStyle) {}
            func scaledValue(for value: CGFloat) -> CGFloat { value }
            func scaledFont(for font: UIFont) -> UIFont { font }
        }
        
        struct NSStringDrawingOptions: OptionSet {
            let rawValue: Int
            static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
            static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
            static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
            static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
        }
        final class NSStringDrawingContext {
            init() {}
        }

        /// UIKit's measurement of a string: in the attributes' font, else UIKit's default
        /// (12 pt, drawn in the system face), each paragraph on one line unless a width wraps it.
        extension String {
            func _measured(_ attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> CGSize {
                let font = attributes?[NSAttributedString.Key.font] as? UIFont
                return _textSize(self, font?._font ?? Font.system(size: 12), width)
            }
            func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
                _measured(attributes, width: nil)
            }
            func boundingRect(
                with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                context: NSStringDrawingContext? = nil
            ) -> CGRect {
                CGRect(origin: .zero, size: _measured(attributes, width: size.width))
            }
        }
    """#
}
