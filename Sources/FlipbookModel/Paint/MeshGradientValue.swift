/// A `MeshGradient` as scene code writes it: its colours not resolved yet (system colours follow
/// the colour scheme).
public struct MeshGradientValue: Hashable, Sendable, CustomStringConvertible {
    /// Points in the unit square of the bounds the gradient fills.
    public var geometry: MeshGeometry
    public var colors: [ColorValue]
    public var background: ColorValue
    public var smoothsColors: Bool
    public var colorSpace: MeshColorSpace

    public init(
        geometry: MeshGeometry, colors: [ColorValue], background: ColorValue = .clear, smoothsColors: Bool = true,
        colorSpace: MeshColorSpace = .device
    ) {
        self.geometry = geometry
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public func resolved(in scheme: ColorScheme) -> MeshGradient {
        MeshGradient(
            geometry: geometry, colors: colors.map { $0.resolved(in: scheme) }, background: background.resolved(in: scheme),
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Every point, at full precision, and every colour: equal descriptions mean equal
    /// gradients (the interpreter compares native values by their descriptions).
    public var description: String {
        func text(_ p: Point) -> String { "(\(p.x), \(p.y))" }
        let points = geometry.positions.map(text).joined(separator: " ")
        let controls =
            geometry.controls.map { all in
                " controls "
                    + all.map { [$0.leading, $0.top, $0.trailing, $0.bottom].map(text).joined() }
                    .joined(separator: " ")
            } ?? ""
        let options = (smoothsColors ? "" : " linear") + (colorSpace == .device ? "" : " \(colorSpace.rawValue)")
        return
            "MeshGradient(\(geometry.width)×\(geometry.height) \(points)\(controls) colors \(colors.map(\.description).joined(separator: " ")) bg \(background)\(options))"
    }
}
