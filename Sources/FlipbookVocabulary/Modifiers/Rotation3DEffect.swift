import FlipbookModel

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the drawing turned about an axis
/// through a point of the view's frame, seen in perspective (`ProjectionTransform.rotation3D`,
/// SEMANTICS §8). Layout is unchanged. Angle, axis, anchor, anchorZ and perspective all
/// interpolate, as in SwiftUI's `_Rotation3DEffect`. Nothing culls the back: a view turned 180°
/// about the y axis is drawn mirrored.
public struct Rotation3DEffect: ViewModifierKind, ArgumentConstructible {
    public var angle: Angle
    public var axis: (x: Double, y: Double, z: Double)
    public var anchor: UnitPoint
    public var anchorZ: Double
    public var perspective: Double

    public init(
        angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
        anchorZ: Double = 0, perspective: Double = 1
    ) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> Rotation3DEffect {
        guard let angle = try arguments.angle(nil) else { throw arguments.missing(nil) }
        guard angle.radians.isFinite else { throw ArgumentError("rotation3DEffect needs a finite angle", at: .some(nil)) }
        let axis: (x: Double, y: Double, z: Double)
        switch try arguments.take("axis", as: .array(.double)) {
        case .array(let items)? where items.count == 3:
            var numbers: [Double] = []
            for item in items {
                switch item {
                case .double(let d) where d.isFinite: numbers.append(d)
                case .int(let i): numbers.append(Double(i))
                default: throw ArgumentError("rotation3DEffect: 'axis' must be three finite numbers", at: "axis")
                }
            }
            axis = (numbers[0], numbers[1], numbers[2])
        case nil, .none?: throw arguments.missing("axis")
        default: throw ArgumentError("rotation3DEffect: 'axis' must be a tuple (x: CGFloat, y: CGFloat, z: CGFloat)", at: "axis")
        }
        return Rotation3DEffect(
            angle: angle, axis: axis, anchor: try arguments.unitPoint("anchor") ?? .center,
            anchorZ: try arguments.finiteDouble("anchorZ") ?? 0,
            perspective: try arguments.finiteDouble("perspective") ?? 1)
    }

    public static func == (a: Rotation3DEffect, b: Rotation3DEffect) -> Bool {
        a.angle == b.angle && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ
            && a.perspective == b.perspective
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(angle)
        hasher.combine(axis.x)
        hasher.combine(axis.y)
        hasher.combine(axis.z)
        hasher.combine(anchor)
        hasher.combine(anchorZ)
        hasher.combine(perspective)
    }

    public func resolved(in environment: EnvironmentValues) -> Rotation3DEffect { self }

    public var layoutRole: ModifierLayoutRole { .none }

    public var animatableData: [Double] {
        get { [angle.radians, axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective] }
        set {
            angle = Angle(radians: newValue[0])
            axis = (newValue[1], newValue[2], newValue[3])
            anchor = UnitPoint(x: newValue[4], y: newValue[5])
            (anchorZ, perspective) = (newValue[6], newValue[7])
        }
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) -> [DisplayItem] {
        // The anchor in canvas points: the transform moves it to the origin and back.
        let projection = ProjectionTransform.rotation3D(
            angle, axis: axis, anchor: frame.point(at: anchor),
            anchorZ: anchorZ, perspective: perspective, size: frame.size)
        return DisplayEffects.projection(projection, content)
    }

    public var description: String {
        "rotation3DEffect(\(formatNumber(angle.degrees))°, axis: (\(formatNumber(axis.x)), \(formatNumber(axis.y)), \(formatNumber(axis.z)))"
            + (anchor == .center ? "" : ", anchor: \(anchor)")
            + (anchorZ == 0 ? "" : ", anchorZ: \(formatNumber(anchorZ))")
            + (perspective == 1 ? "" : ", perspective: \(formatNumber(perspective)))")
            + ")"
    }
}
