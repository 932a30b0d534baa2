import Foundation

/// A 3×3 projective transform of the plane, as SwiftUI's `ProjectionTransform`, in the row-vector
/// convention of Core Graphics: a point (x, y) maps to
/// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
///
/// `rotation3DEffect` and `projectionEffect` produce one; when it is affine (m13 = m23 = 0) the
/// renderer draws through Cairo's matrix, otherwise it warps a rendered layer.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(
        m11: Double = 1, m12: Double = 0, m13: Double = 0,
        m21: Double = 0, m22: Double = 1, m23: Double = 0,
        m31: Double = 0, m32: Double = 0, m33: Double = 1
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public init(_ affine: AffineTransform) {
        self.init(
            m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0,
            m31: affine.tx, m32: affine.ty, m33: 1)
    }

    public static let identity = ProjectionTransform()

    public var isIdentity: Bool { self == .identity }

    /// Whether the transform keeps parallel lines parallel (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// The affine part, divided by m33; meaningful when `isAffine`.
    public var affine: AffineTransform {
        AffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// `self` applied first, then `other` (row vectors: self × other).
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        let a = self, b = other
        return ProjectionTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The image of `p`; nil when it maps to infinity (w ≤ 0: behind the viewer).
    public func apply(_ p: Point) -> Point? {
        let w = m13 * p.x + m23 * p.y + m33
        guard w > 1e-9 else { return nil }
        return Point(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w)
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil when singular or not finite.
    public var inverted: ProjectionTransform? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let r = 1 / det
        return ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
            m21: (m23 * m31 - m21 * m33) * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: (m21 * m32 - m22 * m31) * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
    }

    /// SwiftUI's `rotation3DEffect(angle, axis:, anchor:, anchorZ:, perspective:)` for a view of
    /// `size` (SEMANTICS §8): translate the anchor to the origin, rotate about the normalised
    /// axis, project with m34 = −perspective / max(width, height), translate back.
    ///
    /// The projection is Core Animation's: after the 3D rotation R (a 4×4 in row-vector form),
    /// w = 1 − z·perspective / max(w, h) for the point's rotated depth z; x and y divide by w.
    public static func rotation3D(
        _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: Point,
        anchorZ: Double, perspective: Double, size: Size
    ) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        // Rotation matrix (row-vector convention: p' = p · R), right-handed about (x, y, z) with
        // y pointing down on screen, as Core Animation's CATransform3DMakeRotation.
        let r11 = t * x * x + c, r12 = t * x * y + s * z, r13 = t * x * z - s * y
        let r21 = t * x * y - s * z, r22 = t * y * y + c, r23 = t * y * z + s * x
        let r31 = t * x * z + s * y, r32 = t * y * z - s * x, r33 = t * z * z + c
        let extent = max(size.width, size.height)
        let m34 = extent > 0 ? -perspective / extent : 0
        // Full 4×4 (translate −anchor, −anchorZ) · R · P(m34) · translate(anchor, anchorZ), then
        // drop the z column/row for points in the z = 0 plane.
        let ax = anchor.x, ay = anchor.y, az = anchorZ
        // Row for input x: [r11, r12, r13]; input y: [r21, r22, r23]; translation row from −anchor.
        let tx = -ax * r11 - ay * r21 - az * r31
        let ty = -ax * r12 - ay * r22 - az * r32
        let tz = -ax * r13 - ay * r23 - az * r33
        // After rotation (x', y', z'), add anchorZ to z, apply w = 1 + z·m34, then add anchor.
        // Homogeneous: X = x' + ax·w, Y = y' + ay·w, W = w, with w = 1 + m34·(z' + az).
        func column(_ rx: Double, _ ry: Double, _ rz: Double, constant: Bool) -> (Double, Double, Double) {
            let w = m34 * rz + (constant ? 1 + m34 * az : 0)
            return (rx + ax * w, ry + ay * w, w)
        }
        let rowX = column(r11, r12, r13, constant: false)
        let rowY = column(r21, r22, r23, constant: false)
        let rowT = column(tx, ty, tz, constant: true)
        return ProjectionTransform(
            m11: rowX.0, m12: rowX.1, m13: rowX.2,
            m21: rowY.0, m22: rowY.1, m23: rowY.2,
            m31: rowT.0, m32: rowT.1, m33: rowT.2)
    }
}
