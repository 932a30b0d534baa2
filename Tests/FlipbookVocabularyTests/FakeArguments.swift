import FlipbookModel

/// A call's arguments already converted to model values, as the interpreter would hand them to
/// a registry constructor.
final class FakeArguments: ArgumentReader {
    let callee: String
    private var arguments: [(label: String?, value: ArgumentValue)]

    init(_ callee: String, _ arguments: [(String?, ArgumentValue)]) {
        self.callee = callee
        self.arguments = arguments.map { (label: $0.0, value: $0.1) }
    }

    var remainingLabels: [String?] { arguments.map(\.label) }

    func take(_ label: String?, as type: ArgumentType) throws(ArgumentError) -> ArgumentValue? {
        guard let index = arguments.firstIndex(where: { $0.label == label }) else { return nil }
        return arguments.remove(at: index).value
    }
}
