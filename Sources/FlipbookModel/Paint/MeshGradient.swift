/// SwiftUI's `MeshGradient` with its colours resolved: a colour at every vertex of a
/// `MeshGeometry`, blended across the Bézier patches between them, and a background where the
/// patches do not reach. As a `ShapeStyle` its points are in the unit square of the bounds it
/// fills; as a `Paint`, in canvas points.
public struct MeshGradient: Hashable, Sendable, CustomStringConvertible {
    public var geometry: MeshGeometry
    /// One colour per vertex, row by row.
    public var colors: [RGBA]
    public var background: RGBA
    /// Whether colours follow cubic curves through the neighbouring vertices' colours (SwiftUI's
    /// default) rather than blend linearly across each patch.
    public var smoothsColors: Bool
    public var colorSpace: MeshColorSpace

    public init(
        geometry: MeshGeometry, colors: [RGBA], background: RGBA = .clear, smoothsColors: Bool = true,
        colorSpace: MeshColorSpace = .device
    ) {
        self.geometry = geometry
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Positions (and explicit control points), then the colours and the background in linear
    /// light: two meshes with as many vertices interpolate point by point and colour by colour.
    public var animatableData: [Double] {
        get { geometry.animatableData + colors.flatMap(\.linear) + background.linear }
        set {
            let pointCount = geometry.animatableData.count
            guard newValue.count == pointCount + 4 * colors.count + 4 else { return }
            geometry.animatableData = Array(newValue[..<pointCount])
            colors = (0..<colors.count).map { i in
                RGBA(linear: Array(newValue[(pointCount + 4 * i)..<(pointCount + 4 * i + 4)]))
            }
            background = RGBA(linear: Array(newValue.suffix(4)))
        }
    }

    /// The mesh with its points taken from the unit square to `rect`.
    public func mapped(into rect: Rect) -> MeshGradient {
        var copy = self
        copy.geometry = geometry.mapped(into: rect)
        return copy
    }

    /// The mesh with every colour's alpha, the background's too, multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> MeshGradient {
        var copy = self
        copy.colors = colors.map { $0.withAlpha($0.alpha * factor) }
        copy.background = background.withAlpha(background.alpha * factor)
        return copy
    }

    /// Whether it draws nothing: every colour and the background fully transparent.
    public var isInvisible: Bool {
        background.alpha <= 0 && colors.allSatisfy { $0.alpha <= 0 }
    }

    /// `mesh(3×3 smooth device (0, 0)#FF0000FF … bg #00000000)`: every vertex, so that dumps show
    /// where a moving vertex is.
    public var description: String {
        var flags = [smoothsColors ? "smooth" : "linear", colorSpace.rawValue]
        if geometry.controls != nil { flags.append("bezier") }
        let vertices = zip(geometry.positions, colors).map { "\($0)\($1)" }.joined(separator: " ")
        return "mesh(\(geometry.width)×\(geometry.height) \(flags.joined(separator: " ")) \(vertices) bg \(background))"
    }
}

/// `Gradient.ColorSpace`: the space a mesh blends its colours in.
public enum MeshColorSpace: String, Hashable, Sendable {
    /// The sRGB-encoded components, as the other gradients blend.
    case device
    /// OKLab, a perceptually uniform space [U: Apple says "perceptual" and no more].
    case perceptual
}
