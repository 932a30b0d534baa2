import FlipbookModel

/// `rotationEffect(_:anchor:)`: a rotation of the drawing about a point of the view's frame.
/// The angle interpolates linearly (350° to 10° turns back through 180°, as in SwiftUI).
public struct RotationEffect: ViewModifierKind, ArgumentConstructible {
    public var angle: Angle
    public var anchor: UnitPoint

    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> RotationEffect {
        guard let angle = try arguments.angle(nil) else { throw arguments.missing(nil) }
        guard angle.radians.isFinite else { throw ArgumentError("rotationEffect needs a finite angle", at: .some(nil)) }
        return RotationEffect(angle: angle, anchor: try arguments.unitPoint("anchor") ?? .center)
    }

    public func resolved(in environment: EnvironmentValues) -> RotationEffect { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [angle.radians, anchor.x, anchor.y] }
        set { (angle, anchor) = (Angle(radians: newValue[0]), UnitPoint(x: newValue[1], y: newValue[2])) }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        DisplayEffects.transform(.about(frame.point(at: anchor), .rotation(angle)), content)
    }

    public var description: String {
        "rotationEffect(\(formatNumber(angle.degrees))°\(anchor == .center ? "" : ", anchor: \(anchor)"))"
    }
}
