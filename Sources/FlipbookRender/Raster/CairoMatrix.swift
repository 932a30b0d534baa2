import CCairo
import FlipbookModel

extension cairo_matrix_t {
    init(_ t: AffineTransform) {
        self.init(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }

    var affine: AffineTransform { AffineTransform(a: xx, b: yx, c: xy, d: yy, tx: x0, ty: y0) }

    func apply(_ p: Point) -> Point {
        Point(x: xx * p.x + xy * p.y + x0, y: yx * p.x + yy * p.y + y0)
    }

    var determinant: Double { xx * yy - xy * yx }

    /// Whether the matrix is finite and maps a unit square to a visible area: 1e-12 square
    /// pixels per square point is far below anything visible and far above the underflow that
    /// would make cairo reject the matrix as singular (a sticky error on the context).
    var isUsable: Bool {
        [xx, yx, xy, yy, x0, y0].allSatisfy(\.isFinite) && determinant.isFinite && abs(determinant) > 1e-12
    }

    /// How far a unit step along user x and user y moves in device space: the factors that turn
    /// a length in user space (a blur radius, a line width) into device pixels on each axis.
    var axisScales: (x: Double, y: Double) {
        ((xx * xx + xy * xy).squareRoot(), (yx * yx + yy * yy).squareRoot())
    }

    /// The device-space bounding box of `rect` mapped through the matrix.
    func bounds(of rect: Rect) -> Rect { affine.bounds(of: rect) }

    /// `self` applied first, then `other`.
    func then(_ other: cairo_matrix_t) -> cairo_matrix_t {
        var a = self, b = other, result = cairo_matrix_t()
        cairo_matrix_multiply(&result, &a, &b)
        return result
    }
}
