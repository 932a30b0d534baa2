import FlipbookModel

/// Puts a file's diagnostics in the order a reader wants them, and bounds their number.
public enum DiagnosticOrdering {
    /// `diagnostics` sorted by position (ties keep their order: syntax errors before the
    /// lowering's), with at most `maximumErrors` errors and as many warnings; when some were
    /// left out, a final note says how many.
    public static func ordered(_ diagnostics: [Diagnostic], maximumErrors: Int) -> [Diagnostic] {
        let sorted = diagnostics.enumerated().sorted { lhs, rhs in
            let (left, right) = (offset(of: lhs.element), offset(of: rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)

        var kept: [Diagnostic] = []
        var counts: [Diagnostic.Severity: Int] = [:]
        var omitted: [Diagnostic] = []
        for diagnostic in sorted {
            let count = counts[diagnostic.severity, default: 0]
            if count < maximumErrors {
                kept.append(diagnostic)
                counts[diagnostic.severity] = count + 1
            } else {
                omitted.append(diagnostic)
            }
        }
        if let first = omitted.first {
            kept.append(
                Diagnostic(
                    .note,
                    "too many diagnostics: \(omitted.count) more not shown, "
                        + "the first of them here", at: first.span))
        }
        return kept
    }

    /// Diagnostics without a location go last.
    private static func offset(of diagnostic: Diagnostic) -> Int {
        guard let span = diagnostic.span, span.isKnown else { return Int.max }
        return span.start.offset
    }
}
