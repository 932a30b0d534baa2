import Foundation

/// A colour in CIE L*a*b* under the D65 white point, and the CIE 1994 colour difference.
struct CIELab: Hashable, Sendable {
    var l: Double
    var a: Double
    var b: Double

    /// The Lab coordinates of an sRGB colour whose components are in 0...255 (fractions allowed,
    /// as produced by compositing over white).
    init(red: Double, green: Double, blue: Double) {
        let r = CIELab.linear(red)
        let g = CIELab.linear(green)
        let b = CIELab.linear(blue)
        // sRGB primaries to XYZ (IEC 61966-2-1), divided by the D65 white (0.95047, 1, 1.08883).
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = CIELab.f(x)
        let fy = CIELab.f(y)
        let fz = CIELab.f(z)
        self.l = 116 * fy - 16
        self.a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// CIE ΔE 1994 with the graphic-arts constants (kL = 1, K1 = 0.045, K2 = 0.015), taking
    /// `self` as the reference colour (its chroma weights the chroma and hue terms).
    func deltaE94(to other: CIELab) -> Double {
        let dL = l - other.l
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dC = c1 - c2
        let da = a - other.a
        let db = b - other.b
        // ΔH² = Δa² + Δb² − ΔC², which rounding can push a hair below zero.
        let dH2 = max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        let term = dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)
        return term.squareRoot()
    }

    /// The sRGB transfer function inverted: an encoded 0...255 value to linear 0...1.
    private static func linear(_ encoded: Double) -> Double {
        if encoded == encoded.rounded(), encoded >= 0, encoded <= 255 {
            return decodingTable[Int(encoded)]
        }
        return decode(encoded / 255)
    }

    /// Linear light of each 8-bit sRGB value: most pixels are opaque, so most lookups hit here.
    private static let decodingTable: [Double] = (0...255).map { decode(Double($0) / 255) }

    private static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE's companding function: a cube root with a linear toe near black.
    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }
}
