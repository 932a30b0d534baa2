import FlipbookModel
import FlipbookSyntax

/// Runs scene code: evaluates expressions, executes statements, builds view values.
///
/// One interpreter serves one run of one preview. It owns what a run mutates: the `@State`
/// store, the cache of top-level constants (evaluated once, so `UUID()` defaults stay stable),
/// and the transaction being recorded. It is a class because that state is shared by every
/// nested evaluation; it never leaves the run stage.
final class Interpreter {
    let program: SceneProgram
    let index: ProgramIndex
    var state = StateStore()
    var globalCache: [String: Value] = [:]
    private var globalsInProgress: Set<String> = []
    var staticCache: [String: Value] = [:]
    var uuidCounter = 0
    /// State of the seeded generator behind `shuffle()` and `random(in:)`.
    var randomState: UInt64 = 0x5EED
    /// The clip time of the code running now (for `DispatchTime.now()` and `Task.sleep`).
    var now: Double = 0
    /// Where state mutations go; nil while a view body is evaluated (bodies may not mutate).
    var recorder: TransactionRecorder?
    /// Called when a transaction closes: the run stage evaluates and reconciles the new state.
    var commitHandler: ((Animation?, SourceSpan?) throws(RuntimeError) -> Void)?
    /// Work scheduled by `DispatchQueue.main.asyncAfter` during the current run of code.
    var scheduledClosures: [(time: Double, closure: ClosureValue)] = []
    /// Guards against scenes that never stop (an endless loop in a body or a task): each
    /// evaluation of the views and each run of effect code may take this many steps.
    static let stepBudget = 5_000_000
    var remainingSteps = Interpreter.stepBudget
    /// How deeply functions, closures and view bodies are nested right now.
    var callDepth = 0
    static let maximumCallDepth = 200

    init(program: SceneProgram) throws(RuntimeError) {
        self.program = program
        self.index = try ProgramIndex(program)
    }

    /// Counts one step of work; fails when a scene loops without end.
    func step(_ span: SourceSpan) throws(RuntimeError) {
        remainingSteps -= 1
        if remainingSteps < 0 {
            throw RuntimeError("the scene runs too long without finishing (an endless loop?)", at: span)
        }
    }

    /// The value of a top-level `let`/`var`, evaluated on first use and then kept.
    func globalValue(_ name: String, at span: SourceSpan) throws(RuntimeError) -> Value? {
        if let cached = globalCache[name] { return cached }
        guard let decl = index.globals[name] else { return nil }
        if globalsInProgress.contains(name) {
            throw RuntimeError("'\(name)' is used in its own initial value", at: span)
        }
        guard let initializer = decl.initializer else {
            throw RuntimeError("top-level '\(name)' needs an initial value", at: decl.span)
        }
        globalsInProgress.insert(name)
        defer { globalsInProgress.remove(name) }
        var env = Env(owner: nil)
        let value = try eval(initializer, hint(for: decl.type, context: nil), &env)
        globalCache[name] = value
        return value
    }

    /// The hint for a written type, resolving scene type names from `context`.
    func hint(for type: TypeRef?, context: String?) -> TypeHint {
        guard let type else { return .any }
        return TypeHint.from(typeText: type.text) { index.resolveType($0, from: context) }
    }
}

/// What code runs with: its local variables, its `self`, and whether it may suspend.
struct Env {
    var scope = Scope()
    var owner: SelfContext?
    /// True inside a `.task` body (where `Task.sleep` may suspend).
    var isAsync = false

    init(owner: SelfContext?, scope: Scope = Scope(), isAsync: Bool = false) {
        self.owner = owner
        self.scope = scope
        self.isAsync = isAsync
    }
}
