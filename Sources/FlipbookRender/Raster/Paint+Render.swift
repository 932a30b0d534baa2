import FlipbookModel

extension Paint {
    /// The gradient's stops; nil for a plain colour and a mesh.
    var gradientStops: [Gradient.Stop]? {
        switch self {
        case .color, .mesh: nil
        case .linear(let g, _, _), .radial(let g, _, _, _, _), .angular(let g, _, _, _): g.stops
        }
    }

    /// The largest alpha of the paint's colours: the opacity colour glyphs are drawn with.
    var opacity: Double {
        if case .color(let color) = self { return color.alpha.unitClamped }
        if case .mesh(let mesh) = self { return (mesh.colors + [mesh.background]).map(\.alpha.unitClamped).max() ?? 0 }
        return gradientStops?.map(\.color.alpha.unitClamped).max() ?? 0
    }
}
