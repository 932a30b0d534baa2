import FlipbookModel

extension Interpreter {
    /// The offsets of an `IndexSet` (or any collection of Ints), ascending and without repeats.
    func offsets(_ value: Value, at span: SourceSpan) throws(Interrupt) -> [Int] {
        var out: Set<Int> = []
        for element in try elements(of: value, at: span) {
            guard case .int(let offset) = element else {
                throw .error("expected an IndexSet of Ints, found a \(typeName(of: element))", at: span)
            }
            out.insert(offset)
        }
        return out.sorted()
    }
}
