extension Prelude {
    /// UIKit's way to take a colour apart, which colour-mixing extensions use:
    /// `getRed(_:green:blue:alpha:)`, `getHue(_:saturation:brightness:alpha:)` and
    /// `getWhite(_:alpha:)`, each writing its `inout` arguments from the colour's sRGB
    /// components (`cgColor.components`) and returning true, as UIKit does for an RGB colour.
    static let colorComponentsSource = #"""
        extension UIColor {
            func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
                let c = cgColor.components!
                red = c[0]
                green = c[1]
                blue = c[2]
                alpha = c[3]
                return true
            }

            func getHue(_ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat) -> Bool {
                let c = cgColor.components!
                let high = max(c[0], c[1], c[2])
                let low = min(c[0], c[1], c[2])
                let range = high - low
                brightness = high
                saturation = high == 0 ? 0 : range / high
                alpha = c[3]
                if range == 0 {
                    hue = 0
                } else if high == c[0] {
                    hue = (c[1] - c[2]) / range / 6
                } else if high == c[1] {
                    hue = ((c[2] - c[0]) / range + 2) / 6
                } else {
                    hue = ((c[0] - c[1]) / range + 4) / 6
                }
                if hue < 0 { hue += 1 }
                return true
            }

            func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
                let c = cgColor.components!
                // Rec. 601's luma, as a grey of the same lightness [U: UIKit does not say].
                white = (299 * c[0] + 587 * c[1] + 114 * c[2]) / 1000
                alpha = c[3]
                return true
            }
        }
        """#
}
