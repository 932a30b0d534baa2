import FlipbookModel
import FlipbookVocabulary

extension Interpreter {
    /// `containerRelativeFrame(_ axes:alignment:)`, `(_:count:span:spacing:alignment:)` and
    /// `(_:alignment:_ length:)`: the closure is run by layout, with the container's length.
    func containerRelativeFrameModifier(_ arguments: Arguments) throws(Interrupt) -> ModifierValue {
        let length: ContainerRelativeFrame.Length
        if let count = try arguments.int("count") {
            let span = try arguments.int("span") ?? 1
            guard let spacing = try arguments.double("spacing") else {
                throw .error("containerRelativeFrame(_:count:span:spacing:) needs 'spacing:'", at: arguments.span)
            }
            guard count > 0, span > 0 else {
                throw .error("containerRelativeFrame: 'count:' and 'span:' must be positive", at: arguments.span)
            }
            length = .grid(count: count, span: span, spacing: spacing)
        } else if let closure = try arguments.function("length") {
            length = .closure(registerLive(.function(closure)))
        } else {
            length = .fill
        }
        let (axes, alignment) = try arguments.construct { args throws(ArgumentError) in
            guard case .axisSet(let axes)? = try args.take(nil, as: .axisSet) else {
                throw ArgumentError("containerRelativeFrame needs the axes (.horizontal, .vertical or both)")
            }
            return (axes, try args.alignment("alignment") ?? .center)
        }
        return .node(.effect(AnyViewModifier(ContainerRelativeFrame(axes: axes, length: length, alignment: alignment))))
    }
}
