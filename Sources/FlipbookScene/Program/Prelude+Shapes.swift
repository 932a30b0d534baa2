extension Prelude {
    /// Shapes SwiftUI resolves from their context: a button's border shape, and the container's
    /// shape, which outside a widget or a `.containerShape(_:)` is the rectangle it is given.
    static let shapesSource = #"""
        struct ButtonBorderShape: Shape {
            /// 0 rounded rectangle, 1 capsule, 2 circle (as `_ButtonChrome` draws them).
            let _kind: Int
            let _radius: Double?
            static let automatic = ButtonBorderShape(_kind: 0, _radius: nil)
            static let capsule = ButtonBorderShape(_kind: 1, _radius: nil)
            static let circle = ButtonBorderShape(_kind: 2, _radius: nil)
            static let roundedRectangle = ButtonBorderShape(_kind: 0, _radius: nil)
            static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
                ButtonBorderShape(_kind: 0, _radius: radius)
            }
            // The automatic shape of a regular-size bordered button: its 8-point rounded rectangle.
            func path(in rect: CGRect) -> Path {
                switch _kind {
                case 1: return Capsule().path(in: rect)
                case 2: return Circle().path(in: rect)
                default: return RoundedRectangle(cornerRadius: _radius ?? 8, style: .continuous).path(in: rect)
                }
            }
        }

        extension Shape where Self == ButtonBorderShape {
            static var buttonBorder: ButtonBorderShape { .automatic }
        }

        struct ContainerRelativeShape: Shape {
            init() {}
            func path(in rect: CGRect) -> Path { Path(rect) }
        }

        extension Shape where Self == ContainerRelativeShape {
            static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
        }
        """#
}
