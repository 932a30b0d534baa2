import Foundation

/// A 2D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as Cairo's matrix.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public static func rotation(_ angle: Angle) -> AffineTransform {
        let (s, c) = (sin(angle.radians), cos(angle.radians))
        return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// `self` applied after `other`: (self ∘ other)(p) = self(other(p)).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx,
            ty: b * other.tx + d * other.ty + ty)
    }

    /// A transform `inner` performed about `pivot` instead of the origin.
    public static func about(_ pivot: Point, _ inner: AffineTransform) -> AffineTransform {
        translation(x: pivot.x, y: pivot.y)
            .concatenating(inner)
            .concatenating(translation(x: -pivot.x, y: -pivot.y))
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    public var isIdentity: Bool { self == .identity }
}
