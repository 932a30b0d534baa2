import FlipbookModel

/// Warps a rendered layer through a perspective by inverse mapping: every destination pixel
/// centre is mapped back into the source layer and sampled bilinearly between the four nearest
/// source pixels. Outside the source is transparent, so the edges of what is warped come out
/// antialiased; destination points whose source point lies behind the viewer (w ≤ 0 in the
/// forward map) are not drawn.
enum ProjectionWarp {
    /// Fills `destination` from `source`; `forward` maps source device points to destination
    /// device points and `inverse` is its inverse.
    static func warp(_ source: Layer, into destination: Layer, forward: ProjectionTransform, inverse: ProjectionTransform) {
        let origin = destination.rect, sourceRect = source.rect
        source.withPixels { input in
            destination.withPixels { output in
                output.update { x, y, _ in
                    let dx = Double(origin.x + x) + 0.5, dy = Double(origin.y + y) + 0.5
                    let w = inverse.m13 * dx + inverse.m23 * dy + inverse.m33
                    guard w != 0, w.isFinite else { return 0 }
                    let vx = (inverse.m11 * dx + inverse.m21 * dy + inverse.m31) / w
                    let vy = (inverse.m12 * dx + inverse.m22 * dy + inverse.m32) / w
                    guard vx.isFinite, vy.isFinite, forward.m13 * vx + forward.m23 * vy + forward.m33 > 0 else { return 0 }
                    return sample(input, x: vx - Double(sourceRect.x) - 0.5, y: vy - Double(sourceRect.y) - 0.5)
                }
            }
        }
    }

    /// The bilinear mix of the four pixels around (x, y) (pixel centres at whole numbers).
    private static func sample(_ pixels: PixelBuffer, x: Double, y: Double) -> UInt32 {
        guard x > -1, y > -1, x < Double(pixels.width), y < Double(pixels.height) else { return 0 }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        func at(_ px: Int, _ py: Int) -> UInt32 {
            px >= 0 && py >= 0 && px < pixels.width && py < pixels.height ? pixels.word(px, py) : 0
        }
        let corners = [
            (at(x0, y0), (1 - fx) * (1 - fy)), (at(x0 + 1, y0), fx * (1 - fy)),
            (at(x0, y0 + 1), (1 - fx) * fy), (at(x0 + 1, y0 + 1), fx * fy),
        ]
        var result: UInt32 = 0
        for shift in [24, 16, 8, 0] as [UInt32] {
            let value = corners.reduce(0.0) { $0 + Double(($1.0 >> shift) & 0xFF) * $1.1 }
            result |= UInt32(min(255, value.rounded())) << shift
        }
        return result
    }
}
