import FlipbookModel

/// Collects state mutations into transactions while effect code runs (DESIGN §1, run stage).
///
/// Consecutive mutations with the same animation form one transaction. `withAnimation` closes
/// the pending transaction, records its body's mutations under its animation, and closes that
/// one too; the end of a run of code (a suspension or the end of a closure) closes the rest.
struct TransactionRecorder {
    var animation: Animation?
    var isDirty = false
    var cause: SourceSpan?
}

extension Interpreter {
    /// Notes that state changed because of the code at `span`.
    func recordMutation(at span: SourceSpan) throws(RuntimeError) {
        guard recorder != nil else {
            throw RuntimeError(
                "state cannot change while a view's body is computed; change it in .task, .onAppear or withAnimation",
                at: span)
        }
        recorder?.isDirty = true
        if recorder?.cause == nil { recorder?.cause = span }
    }

    /// Closes the pending transaction, if any state changed since the last one.
    func commitPending() throws(RuntimeError) {
        guard let current = recorder, current.isDirty else { return }
        recorder?.isDirty = false
        recorder?.cause = nil
        try commitHandler?(current.animation, current.cause)
    }

    /// Runs `body` with `animation` as the transaction's animation (`withAnimation`).
    func withAnimation(_ animation: Animation?, at span: SourceSpan, _ body: () throws(RuntimeError) -> Void) throws(RuntimeError) {
        guard recorder != nil else {
            throw RuntimeError("withAnimation can only run in .task, .onAppear or other effect code", at: span)
        }
        try commitPending()
        let saved = recorder?.animation
        recorder?.animation = animation
        recorder?.cause = span
        try body()
        try commitPending()
        recorder?.animation = saved
    }
}
