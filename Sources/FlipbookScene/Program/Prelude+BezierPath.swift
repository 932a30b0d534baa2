extension Prelude {
    /// UIKit's `UIBezierPath`, as SwiftUI code uses it: built, then handed to a `Shape` as
    /// `Path(bezier.cgPath)` (a `CGPath` is a `Path` here). UIKit's `clockwise` is as seen on
    /// the screen, the opposite of SwiftUI's `Path.addArc`. Rounded corners are circular arcs
    /// (UIKit's are slightly smoother).
    static let bezierPathSource = #"""
        typealias CGPath = Path
        typealias CGMutablePath = Path

        struct UIRectCorner: OptionSet {
            let rawValue: UInt
            init(rawValue: UInt) { self.rawValue = rawValue }
            static let topLeft = UIRectCorner(rawValue: 1)
            static let topRight = UIRectCorner(rawValue: 2)
            static let bottomLeft = UIRectCorner(rawValue: 4)
            static let bottomRight = UIRectCorner(rawValue: 8)
            static let allCorners = UIRectCorner(rawValue: 15)
        }

        final class UIBezierPath {
            var cgPath = Path()
            var lineWidth: CGFloat = 1

            init() {}
            init(rect: CGRect) { cgPath = Path(rect) }
            init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }
            init(cgPath: CGPath) { self.cgPath = cgPath }
            init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
                cgPath = Path(roundedRect: rect, cornerRadius: min(cornerRadius, rect.width / 2, rect.height / 2))
            }
            init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
                let radius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
                let topLeft = corners.contains(.topLeft) ? radius : 0
                let topRight = corners.contains(.topRight) ? radius : 0
                let bottomLeft = corners.contains(.bottomLeft) ? radius : 0
                let bottomRight = corners.contains(.bottomRight) ? radius : 0
                var path = Path()
                path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
                if topRight > 0 {
                    path.addArc(
                        tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
                        radius: topRight)
                }
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
                if bottomRight > 0 {
                    path.addArc(
                        tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
                        radius: bottomRight)
                }
                path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
                if bottomLeft > 0 {
                    path.addArc(
                        tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
                        radius: bottomLeft)
                }
                path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
                if topLeft > 0 {
                    path.addArc(
                        tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
                        radius: topLeft)
                }
                path.closeSubpath()
                cgPath = path
            }
            init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
                addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            }

            var bounds: CGRect { cgPath.boundingRect }
            var currentPoint: CGPoint { cgPath.currentPoint ?? .zero }
            var isEmpty: Bool { cgPath.isEmpty }

            func move(to point: CGPoint) { cgPath.move(to: point) }
            func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
            func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: point, control: controlPoint) }
            func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
                cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
            }
            func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
                cgPath.addArc(
                    center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
            }
            func close() { cgPath.closeSubpath() }
            func append(_ other: UIBezierPath) { cgPath.addPath(other.cgPath) }
            func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }
            func removeAllPoints() { cgPath = Path() }
            // Without a current graphics context (a shape's `path(in:)` is not a `draw(_:)`),
            // UIKit's painting calls draw nothing; the path is drawn where it is returned.
            func fill() {}
            func stroke() {}
        }
        """#
}
