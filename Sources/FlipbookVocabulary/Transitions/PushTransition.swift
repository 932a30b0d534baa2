import FlipbookModel

/// `.push(from:)`: in from the edge while fading in; out to the opposite edge while fading out.
public struct PushTransition: TransitionKind, ArgumentConstructible {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> PushTransition {
        guard case .edge(let edge)? = try arguments.take("from", as: .edge) else {
            throw ArgumentError("push(from:) needs an Edge such as .trailing", at: .some("from"))
        }
        return PushTransition(edge: edge)
    }

    public func modifiers(in phase: TransitionPhase) -> [AnyViewModifier] {
        switch phase {
        case .willAppear: [AnyViewModifier(SizeRelativeOffset.toward(edge)), AnyViewModifier(Opacity(0))]
        case .identity: [AnyViewModifier(SizeRelativeOffset.zero), AnyViewModifier(Opacity(1))]
        case .didDisappear: [AnyViewModifier(SizeRelativeOffset.toward(edge.opposite)), AnyViewModifier(Opacity(0))]
        }
    }

    public var description: String { "push(from: .\(edge.rawValue))" }
}
