import FlipbookModel

/// `.offset(x:y:)`, `.offset(_ size:)`: a translation in points out of the identity phase.
public struct OffsetTransition: TransitionKind, ArgumentConstructible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> OffsetTransition {
        if arguments.has(nil), let size = try arguments.size(nil) { return OffsetTransition(x: size.width, y: size.height) }
        return OffsetTransition(x: try arguments.finiteDouble("x") ?? 0, y: try arguments.finiteDouble("y") ?? 0)
    }

    public func modifiers(in phase: TransitionPhase) -> [AnyViewModifier] {
        [AnyViewModifier(phase.isIdentity ? Offset(x: 0, y: 0) : Offset(x: x, y: y))]
    }

    public var description: String { "offset(x: \(formatNumber(x)), y: \(formatNumber(y)))" }
}
