import Foundation

/// A colour in extended sRGB with straight (not premultiplied) alpha, components nominally 0...1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)` (HSB, all in 0...1).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        // A hue that is not finite has no sector: it draws as hue 0, as Core Graphics does with NaN.
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components decoded to linear light (SEMANTICS §5), alpha unchanged.
    public var linear: [Double] {
        [RGBA.decode(red), RGBA.decode(green), RGBA.decode(blue), alpha]
    }

    /// The colour whose linear-light components are `values` (r, g, b, a).
    public init(linear values: [Double]) {
        self.init(
            red: RGBA.encode(values[0]), green: RGBA.encode(values[1]),
            blue: RGBA.encode(values[2]), alpha: values[3])
    }

    /// sRGB EOTF, extended to negative values by symmetry.
    public static func decode(_ c: Double) -> Double {
        let m = abs(c)
        let v = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return c < 0 ? -v : v
    }

    /// sRGB OETF, extended to negative values by symmetry.
    public static func encode(_ c: Double) -> Double {
        let m = abs(c)
        let v = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
        return c < 0 ? -v : v
    }

    /// `#RRGGBBAA`, each component clamped and rounded to 8 bits.
    public var description: String {
        func byte(_ v: Double) -> String {
            let b = v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded())
            let hex = String(b, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
