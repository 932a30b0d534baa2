import FlipbookModel

/// `.blurReplace` and `.blurReplace(_:)`: out of the identity phase the view is blurred, scaled
/// about its centre and transparent (SEMANTICS §2: radius 7, scale 0.9; [U] the numbers are
/// OpenSwiftUI's, not Apple's).
///
/// `.downUp`, the default, grows from 0.9 when inserted and shrinks back to 0.9 when removed;
/// `.upUp` grows from 0.9 when inserted and on to 1.1 when removed.
public struct BlurReplaceTransition: TransitionKind, ArgumentConstructible {
    public enum Configuration: String, Hashable, Sendable {
        case downUp, upUp
    }

    public var configuration: Configuration

    public static let radius = 7.0
    public static let smallScale = 0.9
    public static let largeScale = 1.1

    public init(_ configuration: Configuration = .downUp) { self.configuration = configuration }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> BlurReplaceTransition {
        guard let name = try arguments.enumCase(nil, "BlurReplaceTransition.Configuration") else {
            return BlurReplaceTransition()
        }
        guard let configuration = Configuration(rawValue: name) else {
            throw ArgumentError("blurReplace(_:) takes .downUp or .upUp, not .\(name)", at: .some(nil))
        }
        return BlurReplaceTransition(configuration)
    }

    public func modifiers(in phase: TransitionPhase) -> [AnyViewModifier] {
        let (radius, scale, opacity): (Double, Double, Double) =
            switch phase {
            case .identity: (0, 1, 1)
            case .willAppear: (Self.radius, Self.smallScale, 0)
            case .didDisappear: (Self.radius, configuration == .upUp ? Self.largeScale : Self.smallScale, 0)
            }
        // Inside out: the blur is in the view's own points, so it shrinks and grows with it.
        return [
            AnyViewModifier(Blur(radius: radius)), AnyViewModifier(ScaleEffect(x: scale, y: scale)),
            AnyViewModifier(Opacity(opacity)),
        ]
    }

    public var description: String { configuration == .downUp ? "blurReplace" : "blurReplace(.\(configuration.rawValue))" }
}
