/// A message about the user's input, located in the scene file where possible.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var span: SourceSpan?
    /// Further notes, each possibly pointing elsewhere ("declared here").
    public var notes: [Diagnostic]

    public init(_ severity: Severity = .error, _ message: String, at span: SourceSpan?, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.span = span
        self.notes = notes
    }

    public static func warning(_ message: String, at span: SourceSpan?) -> Diagnostic {
        Diagnostic(.warning, message, at: span)
    }

    public static func error(_ message: String, at span: SourceSpan?) -> Diagnostic {
        Diagnostic(.error, message, at: span)
    }

    public var description: String {
        if let span, span.isKnown { return "\(span): \(severity.rawValue): \(message)" }
        return "\(severity.rawValue): \(message)"
    }
}

/// Every diagnostic a stage found; thrown when at least one of them is an error.
public struct DiagnosticList: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
