import FlipbookModel

/// One elementary effect of a transition, with the values it interpolates.
///
/// A transition flattens into a list of atoms (inner first); its state in any phase is the
/// concatenation of their parameter vectors, which the transition's track interpolates. This
/// is SwiftUI's model: the modifiers of the phases are interpolated through their
/// animatable data.
enum TransitionAtom: Hashable, Sendable {
    /// Opacity multiplier: [opacity].
    case opacity
    /// Scale about an anchor of the view's frame: [scale].
    case scale(anchor: UnitPoint)
    /// Translation in points: [dx, dy].
    case offset
    /// Translation in units of the view's own size (move, slide, push): [fx, fy].
    case sizeOffset

    var dimension: Int {
        switch self {
        case .opacity, .scale: 1
        case .offset, .sizeOffset: 2
        }
    }

    var identityValues: [Double] {
        switch self {
        case .opacity, .scale: [1]
        case .offset, .sizeOffset: [0, 0]
        }
    }
}
