import FlipbookModel

/// `.scale` and `.scale(scale:anchor:)`: a scale about the anchor out of the identity phase.
/// `.scale` is 1e-5, not 0; a scale of exactly 0 cannot be inverted, so SwiftUI substitutes
/// √(2·leastNormal) (SEMANTICS §2).
public struct ScaleTransition: TransitionKind, ArgumentConstructible {
    public var scale: Double
    public var anchor: UnitPoint

    public init(scale: Double = 1e-5, anchor: UnitPoint = .center) {
        self.scale = scale == 0 ? (2 * Double.leastNormalMagnitude).squareRoot() : scale
        self.anchor = anchor
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ScaleTransition {
        let labelled = try arguments.finiteDouble("scale")
        let unlabelled = try arguments.finiteDouble(nil)
        let scale = labelled ?? unlabelled ?? 1e-5
        return ScaleTransition(scale: scale, anchor: try arguments.unitPoint("anchor") ?? .center)
    }

    public func modifiers(in phase: TransitionPhase) -> [AnyViewModifier] {
        let s = phase.isIdentity ? 1 : scale
        return [AnyViewModifier(ScaleEffect(x: s, y: s, anchor: anchor))]
    }

    public var description: String {
        scale == 1e-5 && anchor == .center ? "scale" : "scale(\(formatNumber(scale)), anchor: \(anchor))"
    }
}
