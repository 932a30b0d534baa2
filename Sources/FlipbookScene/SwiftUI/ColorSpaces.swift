import FlipbookModel
import Foundation

/// `Color(.sRGBLinear, red:green:blue:)` and `Color(.displayP3, …)` (and UIKit's
/// `displayP3Red:`): components written in another space, converted to the sRGB components
/// Flipbook draws with. A P3 colour outside sRGB's gamut is clipped when drawn.
enum ColorSpaces {
    enum Space: String { case sRGB, sRGBLinear, displayP3 }

    /// The space a `Color.RGBColorSpace` argument names; nil for one Flipbook does not know.
    static func space(_ value: Value?) -> Space? {
        guard let value else { return .sRGB }
        return Interpreter.caseName(value).flatMap(Space.init(rawValue:))
    }

    /// `Color(.sRGBLinear, red: …)`: the space written before the components (sRGB if none).
    static func written(_ a: Arguments) throws(Interrupt) -> Space {
        guard let space = space(try a.value(nil)) else {
            throw .error("Color's colour space must be .sRGB, .sRGBLinear or .displayP3", at: a.span)
        }
        return space
    }

    static func sRGB(_ space: Space, red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (encode(red), encode(green), encode(blue))
        case .displayP3:
            // Display P3 shares sRGB's transfer function and white point; its primaries differ
            // (P3's red is sRGB's (1.093, -0.227, -0.150)). Each row sums to 1: greys stay grey.
            let (r, g, b) = (decode(red), decode(green), decode(blue))
            return (
                encode(1.2249401 * r - 0.2249401 * g),
                encode(-0.0420569 * r + 1.0420569 * g),
                encode(-0.0196376 * r - 0.0786361 * g + 1.0982737 * b)
            )
        }
    }

    /// Linear to sRGB-encoded, mirrored for negative components (extended range).
    static func encode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }

    static func decode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let decoded = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -decoded : decoded
    }
}
