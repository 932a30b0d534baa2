import Foundation

/// A colour in Björn Ottosson's OKLab space (lightness `l`, green–red `a`, blue–yellow `b`),
/// where straight-line blends look evenly spaced to the eye. Converted from and to `RGBA`
/// through linear sRGB; alpha rides along unchanged.
public struct OKLab: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double
    public var alpha: Double

    public init(l: Double, a: Double, b: Double, alpha: Double = 1) {
        self.l = l
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    public init(_ color: RGBA) {
        let r = RGBA.decode(color.red), g = RGBA.decode(color.green), bl = RGBA.decode(color.blue)
        // Linear sRGB to the cone responses, then their cube roots (which keep the sign of an
        // extended-range colour).
        let lms = (
            cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl),
            cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl),
            cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl)
        )
        self.init(
            l: 0.210_454_255_3 * lms.0 + 0.793_617_785_0 * lms.1 - 0.004_072_046_8 * lms.2,
            a: 1.977_998_495_1 * lms.0 - 2.428_592_205_0 * lms.1 + 0.450_593_709_9 * lms.2,
            b: 0.025_904_037_1 * lms.0 + 0.782_771_766_2 * lms.1 - 0.808_675_766_0 * lms.2,
            alpha: color.alpha)
    }

    /// The colour in sRGB (possibly out of 0...1 for colours outside its gamut).
    public var rgba: RGBA {
        let l1 = l + 0.396_337_777_4 * a + 0.215_803_757_3 * b
        let m1 = l - 0.105_561_345_8 * a - 0.063_854_172_8 * b
        let s1 = l - 0.089_484_177_5 * a - 1.291_485_548_0 * b
        let (l3, m3, s3) = (l1 * l1 * l1, m1 * m1 * m1, s1 * s1 * s1)
        return RGBA(
            red: RGBA.encode(4.076_741_662_1 * l3 - 3.307_711_591_3 * m3 + 0.230_969_929_2 * s3),
            green: RGBA.encode(-1.268_438_004_6 * l3 + 2.609_757_401_1 * m3 - 0.341_319_396_5 * s3),
            blue: RGBA.encode(-0.004_196_086_3 * l3 - 0.703_418_614_7 * m3 + 1.707_614_701_0 * s3),
            alpha: alpha)
    }
}
