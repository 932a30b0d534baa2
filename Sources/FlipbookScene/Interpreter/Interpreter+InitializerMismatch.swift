import FlipbookModel
import FlipbookSyntax

extension Interpreter {
    /// The error for a call that none of a type's own initializers takes, as swiftc words it:
    /// labels the initializer has but in another order name the argument that must come
    /// first; otherwise the call's labels and the initializers' are shown side by side.
    func noInitializer(_ info: TypeInfo, takes arguments: [Argument], at span: SourceSpan) -> Interrupt {
        let written = arguments.filter { !$0.isTrailingClosure }
        for initializer in info.initializers {
            if let (argument, successor) = Self.misordered(written, in: initializer.parameters) {
                return .error(
                    "argument '\(argument.label ?? "_")' must precede argument '\(successor.label ?? "_")'",
                    at: argument.span)
            }
        }
        let call = arguments.map { $0.isTrailingClosure && $0.label == nil ? "{…}" : "\($0.label ?? "_"):" }.joined()
        let candidates = info.initializers.map { initializer in
            "init(\(initializer.parameters.map { "\($0.label ?? "_"):" }.joined()))"
        }
        return .error(
            "no initializer of '\(info.name)' takes (\(call)); it has \(candidates.joined(separator: ", "))", at: span)
    }

    /// The first argument written after one whose parameter comes later, when every argument
    /// names a parameter of `parameters` (each at most once).
    static func misordered(_ arguments: [Argument], in parameters: [Parameter]) -> (Argument, Argument)? {
        var used = Set<Int>()
        var positions: [Int] = []
        for argument in arguments {
            guard
                let position = parameters.indices.first(where: {
                    !used.contains($0) && parameters[$0].label == argument.label
                })
            else { return nil }
            used.insert(position)
            positions.append(position)
        }
        for i in positions.indices.dropFirst() where positions[i] < positions[i - 1] {
            let earlier = positions[..<i].firstIndex { $0 > positions[i] } ?? (i - 1)
            return (arguments[i], arguments[earlier])
        }
        return nil
    }
}
