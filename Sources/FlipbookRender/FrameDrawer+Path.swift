import CCairo
import FlipbookModel

extension FrameDrawer {
    /// Replaces the current path with `shape`. Returns false, leaving the path empty, when the
    /// shape encloses no area or has a coordinate that is not finite.
    func appendPath(_ shape: PathShape) -> Bool {
        cairo_new_path(cr)
        switch shape {
        case .rectangle(let rect):
            guard let rect = FrameDrawer.normalized(rect) else { return false }
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        case .roundedRectangle(let rect, let radius):
            guard let rect = FrameDrawer.normalized(rect) else { return false }
            appendRoundedRectangle(rect, radius: radius)
        case .ellipse(let rect):
            guard let rect = FrameDrawer.normalized(rect) else { return false }
            appendEllipse(in: rect)
        }
        return true
    }

    /// A rectangle with circular corners; the radius is clamped to 0...half the shorter side.
    private func appendRoundedRectangle(_ rect: Rect, radius: Double) {
        let r = radius.isFinite ? min(max(radius, 0), min(rect.width, rect.height) / 2) : 0
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let halfPi = Double.pi / 2
        // Clockwise (y down) from the top edge's right end, one quarter circle per corner.
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -halfPi, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, halfPi)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, halfPi, Double.pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * halfPi)
        cairo_close_path(cr)
    }

    /// The ellipse inscribed in `rect`: a unit circle under a temporary scale. Cairo stores the
    /// path in device space, so restoring the matrix afterwards keeps the ellipse's shape.
    private func appendEllipse(in rect: Rect) {
        cairo_save(cr)
        cairo_translate(cr, rect.minX + rect.width / 2, rect.minY + rect.height / 2)
        cairo_scale(cr, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_restore(cr)
    }

    /// The rectangle a path shape is drawn in.
    static func bounds(of shape: PathShape) -> Rect {
        switch shape {
        case .rectangle(let rect), .roundedRectangle(let rect, _), .ellipse(let rect): rect
        }
    }

    /// `rect` with a non-negative size, or nil when it is empty or not finite. Empty rectangles
    /// are dropped because scaling a unit circle by zero would make Cairo's matrix singular.
    static func normalized(_ rect: Rect) -> Rect? {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        guard values.allSatisfy(\.isFinite), rect.width != 0, rect.height != 0 else { return nil }
        let x = rect.width < 0 ? rect.minX + rect.width : rect.minX
        let y = rect.height < 0 ? rect.minY + rect.height : rect.minY
        return Rect(x: x, y: y, width: abs(rect.width), height: abs(rect.height))
    }
}
