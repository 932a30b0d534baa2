import FlipbookModel

/// `.move(edge:)`: out of the identity phase the view is moved by its own size toward the edge
/// (the same edge in and out).
public struct MoveTransition: TransitionKind, ArgumentConstructible {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> MoveTransition {
        guard case .edge(let edge)? = try arguments.take("edge", as: .edge) else {
            throw ArgumentError("move(edge:) needs an Edge such as .leading", at: .some("edge"))
        }
        return MoveTransition(edge: edge)
    }

    public func modifiers(in phase: TransitionPhase) -> [AnyViewModifier] {
        [AnyViewModifier(phase.isIdentity ? .zero : SizeRelativeOffset.toward(edge))]
    }

    public var description: String { "move(edge: .\(edge.rawValue))" }
}
