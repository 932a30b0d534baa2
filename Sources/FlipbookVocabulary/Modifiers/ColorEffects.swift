import FlipbookModel
import Foundation

/// The colour effects (`brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorInvert`, `colorMultiply`): each is a 4×5 colour matrix over the view's pixels, drawn as
/// one layer. [U] Apple does not publish its formulas; Flipbook uses the W3C Filter Effects
/// matrices (Rec. 709 luma weights) on straight sRGB values, which match SwiftUI's documented
/// end points (`saturation(0)` is grey, `brightness(1)` is white, `contrast(0)` is mid-grey).
protocol ColorMatrixEffect: ViewModifierKind {
    var matrix: ColorMatrix { get }
}

extension ColorMatrixEffect {
    public var layoutRole: ModifierLayoutRole { .none }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        let matrix = matrix
        guard matrix != .identity, matrix.values.allSatisfy(\.isFinite) else { return content }
        return DisplayEffects.filter(.colorMatrix(matrix), content)
    }
}

/// The matrices, as functions of the effect's amount.
enum ColorMatrices {
    static let lumaRed = 0.2126, lumaGreen = 0.7152, lumaBlue = 0.0722

    /// Each colour channel scaled by `scale` and offset by `offset`; alpha kept.
    static func linear(scale: Double, offset: Double) -> ColorMatrix {
        ColorMatrix([scale, 0, 0, 0, offset, 0, scale, 0, 0, offset, 0, 0, scale, 0, offset, 0, 0, 0, 1, 0])
    }

    /// A mix of the colour (s = 1) and its luma (s = 0); s > 1 oversaturates.
    static func saturation(_ s: Double) -> ColorMatrix {
        let (r, g, b) = (lumaRed * (1 - s), lumaGreen * (1 - s), lumaBlue * (1 - s))
        return ColorMatrix([r + s, g, b, 0, 0, r, g + s, b, 0, 0, r, g, b + s, 0, 0, 0, 0, 0, 1, 0])
    }

    /// A rotation of the hue about the luma axis.
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}

/// `brightness(_:)`: adds `amount` to each colour channel (1 gives white, −1 black).
public struct Brightness: ColorMatrixEffect, ArgumentConstructible {
    public var amount: Double
    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Brightness {
        Brightness(amount: try arguments.requiredDouble(nil))
    }
    public func resolved(in environment: EnvironmentValues) -> Brightness { self }
    var matrix: ColorMatrix { ColorMatrices.linear(scale: 1, offset: amount) }
    public var animatableData: [Double] {
        get { [amount] }
        set { amount = newValue[0] }
    }
    public var description: String { "brightness(\(formatNumber(amount)))" }
}

/// `contrast(_:)`: scales each channel's distance from mid-grey by `amount`.
public struct Contrast: ColorMatrixEffect, ArgumentConstructible {
    public var amount: Double
    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Contrast {
        Contrast(amount: try arguments.requiredDouble(nil))
    }
    public func resolved(in environment: EnvironmentValues) -> Contrast { self }
    var matrix: ColorMatrix { ColorMatrices.linear(scale: amount, offset: 0.5 * (1 - amount)) }
    public var animatableData: [Double] {
        get { [amount] }
        set { amount = newValue[0] }
    }
    public var description: String { "contrast(\(formatNumber(amount)))" }
}

/// `saturation(_:)`: 0 is grey, 1 unchanged, above 1 more saturated.
public struct Saturation: ColorMatrixEffect, ArgumentConstructible {
    public var amount: Double
    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Saturation {
        Saturation(amount: try arguments.requiredDouble(nil))
    }
    public func resolved(in environment: EnvironmentValues) -> Saturation { self }
    var matrix: ColorMatrix { ColorMatrices.saturation(amount) }
    public var animatableData: [Double] {
        get { [amount] }
        set { amount = newValue[0] }
    }
    public var description: String { "saturation(\(formatNumber(amount)))" }
}

/// `grayscale(_:)`: 0 unchanged, 1 fully grey (the same as `saturation(1 − amount)`).
public struct Grayscale: ColorMatrixEffect, ArgumentConstructible {
    public var amount: Double
    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Grayscale {
        Grayscale(amount: try arguments.requiredDouble(nil))
    }
    public func resolved(in environment: EnvironmentValues) -> Grayscale { self }
    var matrix: ColorMatrix { ColorMatrices.saturation(1 - amount) }
    public var animatableData: [Double] {
        get { [amount] }
        set { amount = newValue[0] }
    }
    public var description: String { "grayscale(\(formatNumber(amount)))" }
}

/// `hueRotation(_:)`: turns every hue by the angle, keeping luma.
public struct HueRotation: ColorMatrixEffect, ArgumentConstructible {
    public var angle: Angle
    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> HueRotation {
        guard let angle = try arguments.angle(nil) else { throw arguments.missing(nil) }
        guard angle.radians.isFinite else { throw ArgumentError("hueRotation needs a finite angle", at: .some(nil)) }
        return HueRotation(angle: angle)
    }
    public func resolved(in environment: EnvironmentValues) -> HueRotation { self }
    var matrix: ColorMatrix { ColorMatrices.hueRotation(angle) }
    public var animatableData: [Double] {
        get { [angle.radians] }
        set { angle = Angle(radians: newValue[0]) }
    }
    public var description: String { "hueRotation(\(formatNumber(angle.degrees))°)" }
}

/// `colorInvert()`: each colour channel becomes 1 − itself; alpha kept.
public struct ColorInvert: ColorMatrixEffect, ArgumentConstructible {
    public static func make(_ arguments: any ArgumentReader) -> ColorInvert { ColorInvert() }
    public func resolved(in environment: EnvironmentValues) -> ColorInvert { self }
    var matrix: ColorMatrix { ColorMatrices.linear(scale: -1, offset: 1) }
    public var animatableData: [Double] {
        get { [] }
        set {}
    }
    public var description: String { "colorInvert()" }
}

/// `colorMultiply(_:)`: each channel, alpha included, multiplied by the colour's.
public struct ColorMultiply: ColorMatrixEffect, ArgumentConstructible {
    public var color: ColorValue
    /// `color` in the view's colour scheme (set by `resolved(in:)`).
    public var rgba: RGBA

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ColorMultiply {
        guard case .color(let color)? = try arguments.take(nil, as: .color) else {
            throw ArgumentError("colorMultiply(_:) needs a Color", at: .some(nil))
        }
        return ColorMultiply(color: color, rgba: color.resolved(in: .light))
    }
    public func resolved(in environment: EnvironmentValues) -> ColorMultiply {
        var copy = self
        copy.rgba = color.resolved(in: environment.colorScheme)
        return copy
    }
    var matrix: ColorMatrix {
        ColorMatrix([rgba.red, 0, 0, 0, 0, 0, rgba.green, 0, 0, 0, 0, 0, rgba.blue, 0, 0, 0, 0, 0, rgba.alpha, 0])
    }
    public var animatableData: [Double] {
        get { [rgba.red, rgba.green, rgba.blue, rgba.alpha] }
        set { rgba = RGBA(red: newValue[0], green: newValue[1], blue: newValue[2], alpha: newValue[3]) }
    }
    public var description: String { "colorMultiply(\(color))" }
}
