import FlipbookModel

/// An error in the scene found while running it, located at the code that caused it.
struct RuntimeError: Error {
    var message: String
    var span: SourceSpan

    init(_ message: String, at span: SourceSpan) {
        self.message = message
        self.span = span
    }

    var diagnostic: Diagnostic { .error(message, at: span) }
}

/// How a statement ended: normally, or by leaving its function or loop.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop
    case continueLoop
}
