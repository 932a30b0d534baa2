/// A raster effect applied to the pixels of a group after its items are drawn, in order.
public enum Filter: Hashable, Sendable, CustomStringConvertible {
    /// A Gaussian blur with SwiftUI's `radius` (see docs/semantics.md for the σ it maps to);
    /// `opaque` keeps the layer's alpha as it was inside the group's bounds.
    case blur(radius: Double, opaque: Bool)
    /// A blurred copy of the layer's alpha in `color`, offset by `offset`, drawn under the layer.
    case shadow(color: RGBA, radius: Double, offset: Point)
    /// A blurred copy of the inverse of the layer's alpha in `color`, offset by `offset`, drawn
    /// over the layer and only where it is (`ShadowStyle.inner`).
    case innerShadow(color: RGBA, radius: Double, offset: Point)
    /// Pixels whose alpha is within `min...max` (0…1) become `color`; the others transparent
    /// (`GraphicsContext.Filter.alphaThreshold`).
    case alphaThreshold(min: Double, max: Double, color: RGBA)
    /// r' = m·(r, g, b, a, 1) on straight (not premultiplied) colour, in sRGB.
    case colorMatrix(ColorMatrix)

    public var description: String {
        switch self {
        case .blur(let r, let opaque): "blur(\(formatNumber(r))\(opaque ? " opaque" : ""))"
        case .shadow(let c, let r, let o): "shadow(\(c) \(formatNumber(r)) \(o))"
        case .innerShadow(let c, let r, let o): "innerShadow(\(c) \(formatNumber(r)) \(o))"
        case .alphaThreshold(let lo, let hi, let c): "alphaThreshold(\(formatNumber(lo))...\(formatNumber(hi)) \(c))"
        case .colorMatrix(let m): "colorMatrix(\(m))"
        }
    }
}

/// A 4×5 colour matrix (rows r, g, b, a; columns r, g, b, a, constant).
public struct ColorMatrix: Hashable, Sendable, CustomStringConvertible {
    public var values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 20 entries")
        self.values = values
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `self` applied after `other`.
    public func concatenating(_ other: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for col in 0..<5 {
                var sum = col == 4 ? values[row * 5 + 4] : 0
                for k in 0..<4 { sum += values[row * 5 + k] * other.values[k * 5 + col] }
                out[row * 5 + col] = sum
            }
        }
        return ColorMatrix(out)
    }

    public var description: String { values.map(formatNumber).joined(separator: " ") }
}
