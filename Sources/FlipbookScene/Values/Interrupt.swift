import FlipbookModel

/// Why evaluation stopped early: an error in the scene, control flow leaving a block, or a
/// Swift `throw`. Everything the interpreter does throws this one type.
enum Interrupt: Error {
    /// A runtime error of the scene, located.
    case error(RuntimeError)
    case returned(Value)
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    /// A Swift `throw` (an `Error` value), with where it was thrown.
    case thrown(Value, SourceSpan)
    /// A `nil` met by `?` in an optional chain: the chain's value is nil.
    case chainNil
    /// The run ended while this code was suspended; it unwinds without running `catch`.
    case terminated

    static func error(_ message: String, at span: SourceSpan) -> Interrupt {
        .error(RuntimeError(message, at: span))
    }
}

/// An error in the scene found while running it, located at the code that caused it.
struct RuntimeError: Error, Sendable {
    var message: String
    var span: SourceSpan
    var notes: [Diagnostic] = []

    init(_ message: String, at span: SourceSpan, notes: [Diagnostic] = []) {
        self.message = message
        self.span = span
        self.notes = notes
    }

    var diagnostic: Diagnostic { Diagnostic(.error, message, at: span, notes: notes) }
}
