import FlipbookModel

/// The colour of a mesh gradient at any parameters of any of its cells.
///
/// Without `smoothsColors` a cell blends its four vertices' colours bilinearly. With it (SwiftUI's
/// default), along each direction the colour follows the cubic Hermite curve whose tangents are
/// Catmull-Rom's, half the difference of the neighbouring vertices' colours (the difference
/// with the one neighbour at the mesh's edges), and both directions combine as a tensor
/// product, so that colours flow through vertices without the creases of bilinear blending.
/// SwiftUI says only that these curves are "derived from how the colors change between
/// neighbors" [U]. Results are clamped to 0...1.
///
/// Colours blend in the mesh's colour space: the sRGB-encoded components for `.device` (as the
/// other gradients), OKLab for `.perceptual`; alpha is straight.
struct MeshColorField {
    let width: Int
    let height: Int
    let smooth: Bool
    let space: MeshColorSpace
    /// The vertices' colours in the blending space, with a ring of extrapolated ones around
    /// them (`2 · edge − next`): a Catmull-Rom tangent from them at an edge is the one-sided
    /// difference. `(width + 2) × (height + 2)`, row by row.
    private let ringed: [SIMD4<Double>]

    /// Needs at least 2 × 2 vertices and a colour for each.
    init(_ mesh: MeshGradient) {
        width = mesh.geometry.width
        height = mesh.geometry.height
        smooth = mesh.smoothsColors
        space = mesh.colorSpace
        let w = width + 2
        var grid = [SIMD4<Double>](repeating: .zero, count: w * (height + 2))
        for row in 0..<height {
            for column in 0..<width {
                grid[(row + 1) * w + column + 1] = Self.blendable(mesh.colors[row * width + column], space)
            }
        }
        for row in 1...height {
            grid[row * w] = 2 * grid[row * w + 1] - grid[row * w + 2]
            grid[row * w + width + 1] = 2 * grid[row * w + width] - grid[row * w + width - 1]
        }
        for column in 0..<w {
            grid[column] = 2 * grid[w + column] - grid[2 * w + column]
            grid[(height + 1) * w + column] = 2 * grid[height * w + column] - grid[(height - 1) * w + column]
        }
        ringed = grid
    }

    /// The colour at (u, v) in the cell whose top-leading vertex is in `column` of `row`.
    func color(column: Int, row: Int, u: Double, v: Double) -> RGBA {
        let w = width + 2
        func at(_ c: Int, _ r: Int) -> SIMD4<Double> { ringed[(r + 1) * w + c + 1] }
        var value = SIMD4<Double>.zero
        if smooth {
            let wu = Self.catmullRom(u), wv = Self.catmullRom(v)
            for b in 0..<4 {
                var line = SIMD4<Double>.zero
                for a in 0..<4 { line += wu[a] * at(column - 1 + a, row - 1 + b) }
                value += wv[b] * line
            }
        } else {
            let top = at(column, row) + u * (at(column + 1, row) - at(column, row))
            let bottom = at(column, row + 1) + u * (at(column + 1, row + 1) - at(column, row + 1))
            value = top + v * (bottom - top)
        }
        return Self.color(value, space)
    }

    /// The weights of the four points around a Catmull-Rom segment at t in 0...1: the cubic
    /// Hermite curve between the middle two with tangents half the difference of their
    /// neighbours.
    private static func catmullRom(_ t: Double) -> [Double] {
        let t2 = t * t, t3 = t2 * t
        return [(-t3 + 2 * t2 - t) / 2, (3 * t3 - 5 * t2 + 2) / 2, (-3 * t3 + 4 * t2 + t) / 2, (t3 - t2) / 2]
    }

    private static func blendable(_ color: RGBA, _ space: MeshColorSpace) -> SIMD4<Double> {
        switch space {
        case .device: return SIMD4(color.red, color.green, color.blue, color.alpha)
        case .perceptual:
            let lab = OKLab(color)
            return SIMD4(lab.l, lab.a, lab.b, lab.alpha)
        }
    }

    private static func color(_ value: SIMD4<Double>, _ space: MeshColorSpace) -> RGBA {
        let rgba: RGBA =
            switch space {
            case .device: RGBA(red: value.x, green: value.y, blue: value.z, alpha: value.w)
            case .perceptual: OKLab(l: value.x, a: value.y, b: value.z, alpha: value.w).rgba
            }
        return RGBA(
            red: rgba.red.unitClamped, green: rgba.green.unitClamped, blue: rgba.blue.unitClamped,
            alpha: rgba.alpha.unitClamped)
    }
}
