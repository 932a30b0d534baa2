import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// Runs scene code: evaluates expressions, executes statements, calls functions, builds view
/// values. A tree-walking interpreter of the Swift that view code uses, dynamically typed.
///
/// One interpreter serves one run of one preview. It owns what a run mutates: `@State`
/// storage, the objects, the cached top-level and static values, the counters behind `UUID()`
/// and the seeded random numbers. It is a class because that state is shared by every nested
/// evaluation. During the run stage only one thread uses it at a time (tasks hand it to each
/// other); after the run, a frozen copy serves the sample stage (`LiveEvaluator`).
final class Interpreter: @unchecked Sendable {
    let program: SceneProgram
    let index: ProgramIndex
    /// `@State` and friends, by location.
    var state: [StateLocation: Value] = [:]
    /// The last values of removed views' state: what their cancelled tasks and closures still
    /// read and write, with no effect on the views shown (SwiftUI drops that storage).
    var retiredState: [StateLocation: Value] = [:]
    /// How many times each identity was removed (the generation of its next state).
    var stateGenerations: [Identity: Int] = [:]
    /// What bodies read and what changed since: which bodies an evaluation may reuse.
    let dependencies = DependencyLog()
    /// The bodies of the views of the last evaluation, by identity.
    var bodyCache = BodyCache()
    var globalValues: [String: Value] = [:]
    var globalsInProgress: Set<String> = []
    /// Static stored properties, by "Type.name", evaluated on first use.
    var staticValues: [String: Value] = [:]
    var objectCount = 0
    /// Counts the structs constructed (`Instance.stamp`).
    var instanceStamps = 0
    /// Objects with this serial or later were made by the views being evaluated (or the frame
    /// being drawn): nobody holds them as state yet, so changing them changes no state.
    var firstFreshObject = Int.max
    /// The serials of the objects that views hold as state (`@StateObject`): never fresh.
    var objectsHeldAsState: Set<Int> = []
    var uuidCount = 0
    var namespaceCount = 0
    /// Values later stages call back into (custom shapes, animatable modifiers), frozen, by
    /// fingerprint.
    var liveTable: [String: Value] = [:]
    /// Arrays frozen during one evaluation, by their storage (kept alive here, so the address
    /// is not reused): the closures of a `ForEach` of N views that each capture the view's
    /// N-element state share one frozen copy instead of making N.
    var frozenArrays: [Int: (original: [Value], frozen: [Value])] = [:]
    /// The objects one `registerLive` has copied so far, by serial (`freeze`).
    var freezingObjects: [Int: Object] = [:]
    /// The scene `Layout` call being evaluated (live evaluation only): its subviews, and where
    /// `place(at:anchor:proposal:)` put them.
    var layoutCall: LayoutCall?
    var liveCount = 0
    /// State of the seeded generator behind `random(in:)`, `shuffled()`, `Bool.random()`.
    var randomState: UInt64 = 0x5EED
    /// State of `drand48()`, set by `srand48(_:)`; POSIX's initial value.
    var rand48State: UInt64 = 0x1234_ABCD_330E
    /// The run stage's side: the clock, transactions, suspension. Nil when evaluating frozen
    /// (sample time), where nothing may change.
    var host: (any RunHost)?
    /// True while view bodies are evaluated: bodies may not change state.
    var isEvaluatingViews = false
    /// True while the preview's own body runs (not the views it makes): Xcode runs it once,
    /// before any view, so what it sets (`@AppStorage` of the `PreviewProvider`) is setup.
    var isEvaluatingPreviewBody = false
    /// Each preview's body, evaluated once: Xcode calls a preview's closure once, so the objects
    /// it makes (`ContentView(store: Store())`) live as long as the preview, and what views do
    /// to them lasts. A `@Previewable` preview is a view of its own, whose body runs again.
    /// The generic arguments written on the type being constructed (`FetchDescriptor<Item>()`),
    /// for its initializer's scope.
    var pendingTypeArguments: (type: TypeInfo, arguments: [String: TypeValue])?
    /// Each `@Query` property's results as of its view's last update (`QueryRead.location`).
    var queryResults: [StateLocation: Value] = [:]
    /// The app's delegate, once `UIApplication.shared.delegate` has made it.
    var appDelegate: Value?
    var previewBodies: [SourceSpan: Result<ViewValue, Interrupt>] = [:]
    /// The animation of a `withAnimation` block running in a body: the changes of state it
    /// makes happen after the update, with it.
    var bodyAnimation: Animation?
    /// What the bodies being evaluated handed to the main queue (`Expansion.dispatched`).
    var dispatchedByViews: [DispatchedWork] = []
    /// Work left before the current unit (a body evaluation, an action) is declared endless.
    var remainingSteps = Interpreter.stepBudget
    var callDepth = 0
    /// How many scene views the expansion is inside.
    var viewNesting = 0
    /// The scene's `ViewModifier` bodies being expanded, one inside another.
    var modifierNesting = 0
    /// What each `PreviewModifier` type's `makeSharedContext()` made, by type name.
    var previewContexts: [String: Value] = [:]
    /// Warnings found while running (duplicate `ForEach` ids…), each reported once.
    private(set) var warnings: [Diagnostic] = []
    /// The declared element type of the array a mutating call (`cards.append(.init(…))`) is
    /// made on, for its argument's implicit members; taken (and cleared) by that method.
    var pendingElementHint: TypeValue?
    /// The preview's canvas, which is the device screen a preview shows (`UIScreen.main`).
    var screen = Size(width: 400, height: 300)
    /// The asset catalogues' colours.
    var assets = AssetCatalog.empty
    /// The app's resource files by name (`RunOptions.resources`).
    var resources: [String: BundleResource] = [:]
    /// The app's strings in its development language, by key.
    var localizedStrings: [String: String] = [:]
    /// The type names the app's other files declare (`RunOptions.appTypeNames`).
    var appTypeNames: Set<String> = []
    /// Lays out the text a `Canvas` draws; nil where no text engine is at hand (some tests).
    var measurer: (any TextMeasuring)?

    /// The publishers of objects' `@Published` properties (`$query`), by
    /// `publishedPublisherKey`.
    var publishedPublishers: [String: Value] = [:]
    /// Warnings a prelude type's initializer gave, shown at the scene's call to it.
    var preludeWarnings: [String] = []
    /// The texts interpolated into the `Text` literal being read (`Text("Build \(effects) now")`),
    /// each marked in the string by `Interpreter.interpolatedTextMarker`; nil outside one.
    var interpolatedTexts: [[TextLeaf.RunSpec]]?
    /// Lookups that depend only on the program, kept for the rest of this interpreter's life:
    /// a loop that builds a path point by point asks them at every point.
    var lookups = LookupCache()
    /// Foundation's date formatters by their settings: making one costs far more than using it,
    /// and a grid of dates asks for the same one in every cell.
    var dateFormatters = DateFormatterCache()

    func warn(_ message: String, at span: SourceSpan) {
        let warning = Diagnostic(.warning, message, at: span)
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Each evaluation of the views and each run of an action may take this many steps.
    static let stepBudget = 400_000
    /// How deeply calls may nest (recursion is checked, not left to overflow the stack).
    static let maximumCallDepth = 400
    /// How deep scene views may contain scene views: beyond it, a view contains itself.
    static let maximumViewNesting = 100

    init(program: SceneProgram, prelude: Prelude) {
        self.program = program
        self.index = ProgramIndex(declarations: program.declarations, prelude: prelude.declarations)
    }

    /// An interpreter over an already indexed program (the live evaluator's copies).
    init(program: SceneProgram, index: ProgramIndex) {
        self.program = program
        self.index = index
    }

    /// Counts one step of work; fails when the scene loops without end.
    @inline(__always)
    func step(_ span: SourceSpan, cost: Int = 1) throws(Interrupt) {
        remainingSteps -= cost
        if remainingSteps < 0 {
            hasRunOutOfSteps = true
            throw .error("the scene runs too long without finishing (an endless loop?)", at: span)
        }
    }

    /// Whether a unit of work has ever spent its steps: the run ends at its error.
    private(set) var hasRunOutOfSteps = false

    /// Whether the unit or the run has spent its steps (its error must not be caught and retried).
    var isOutOfSteps: Bool { remainingSteps < 0 || totalSteps > totalStepBudget }

    /// Runs `body` with a fresh step budget, outside the run's total (a frame's live evaluation).
    func withBudget<T>(_ body: () throws(Interrupt) -> T) throws(Interrupt) -> T {
        let saved = remainingSteps
        remainingSteps = Interpreter.stepBudget
        defer { remainingSteps = saved }
        return try body()
    }

    /// Runs `body` with a fresh step budget (one unit of work: a body evaluation, an action).
    /// The units' steps also add up against `totalStepBudget`, so that many units each short of
    /// their budget (a fast timer over a long clip) cannot run for minutes either.
    func withBudget<T>(at span: SourceSpan, _ body: () throws(Interrupt) -> T) throws(Interrupt) -> T {
        let result = try withBudget { () throws(Interrupt) in
            // A unit that fails counts its steps too.
            defer { totalSteps += Interpreter.stepBudget - max(0, remainingSteps) }
            return try body()
        }
        try charge(0, at: span)
        return result
    }

    /// Adds work done outside scene code (the run stage's reconciling of each evaluation's
    /// views) to the run's total.
    func charge(_ steps: Int, at span: SourceSpan) throws(Interrupt) {
        totalSteps = totalSteps.addingReportingOverflow(steps).overflow ? Int.max : totalSteps + steps
        chargedSteps = chargedSteps.addingReportingOverflow(steps).overflow ? Int.max : chargedSteps + steps
        if totalSteps > totalStepBudget {
            throw .error(
                "the scene does too much work over its clip (more than \(totalStepBudget) steps in all); "
                    + "shorten the clip or make timers and loops do less", at: span)
        }
    }

    /// The last `.preferredColorScheme` evaluated: SwiftUI applies it to the whole window.
    var preferredColorScheme: ColorScheme?

    /// Steps taken by every unit of the run so far.
    var totalSteps = 0
    /// The part of `totalSteps` charged for work outside scene code.
    var chargedSteps = 0
    /// Steps of scene code the run has taken.
    var codeSteps: Int { totalSteps - chargedSteps }
    /// The whole run's steps (`RunOptions.totalStepBudget`).
    var totalStepBudget = Int.max

    /// The top-level scope: every function runs in a child of it.
    let globalScope = Scope(parent: nil)
}

/// What code runs with: its variables, the type it is written in (for names like `Self`,
/// unqualified static members and nested types), and whether it may suspend.
struct Env {
    var scope: Scope
    var typeContext: TypeInfo?
    var isAsync: Bool
    /// The declared result type of the function or accessor whose body runs here: what a
    /// `return` evaluates its value with (`return .asymmetric(…)` in a `-> AnyTransition`).
    var returnHint: TypeValue?

    init(scope: Scope, typeContext: TypeInfo? = nil, isAsync: Bool = false) {
        self.scope = scope
        self.typeContext = typeContext
        self.isAsync = isAsync
    }

    /// The same context with a new block scope.
    func child() -> Env {
        var env = self
        env.scope = scope.child()
        return env
    }

    /// The value of `self` here, if code runs in a method.
    var selfVariable: Variable? { scope.lookup("self") }
}

/// The run stage's services to running code: the clock, transactions, suspension, scheduling.
protocol RunHost: AnyObject {
    /// The clip time of the code running now.
    var now: Double { get }
    /// Called before a change to state or to an object; the host groups changes into
    /// transactions.
    func willChangeState(at span: SourceSpan) throws(Interrupt)
    /// `withAnimation`: runs `body` in a transaction with `animation`.
    func withTransaction(
        _ animation: Animation?, at span: SourceSpan, _ body: () throws(Interrupt) -> Value
    ) throws(Interrupt) -> Value
    /// The animation of the transaction being recorded (`Transaction.animation`).
    var currentAnimation: Animation? { get }
    /// Suspends the running task for `seconds` (`Task.sleep`); throws if it is cancelled.
    func sleep(_ seconds: Double, at span: SourceSpan) throws(Interrupt)
    /// Suspends the running task until `signal(_:)` is called with `key` (an `AsyncStream`'s
    /// iterator waiting for its next element); throws if it is cancelled.
    func waitForSignal(_ key: ObjectIdentifier, at span: SourceSpan) throws(Interrupt)
    /// Resumes, at the current time, every task waiting for `key`.
    func signal(_ key: ObjectIdentifier)
    /// Whether the running task has been cancelled.
    var isCancelled: Bool { get }
    /// Starts `function` as a new task at the current time (`Task { }`).
    func startTask(_ function: Function, at span: SourceSpan) throws(Interrupt)
    /// Runs `function` at clip time `time` (`asyncAfter`, `DispatchQueue.main.async`).
    func schedule(_ function: Function, at time: Double, span: SourceSpan) throws(Interrupt)
    /// Starts a repeating timer; returns its number (for `invalidate()`).
    func startTimer(every interval: Double, repeats: Bool, _ function: Function, at span: SourceSpan) throws(Interrupt) -> Int
    func invalidateTimer(_ number: Int)
    /// `timer.fire()`: runs the timer's block now, and ends a timer that does not repeat.
    func fireTimer(_ number: Int) throws(Interrupt)
    /// `timer.upstream.connect().cancel()`: the publisher made at `site` stops sending.
    func cancelTimerPublisher(made site: SourceSpan)
    /// `Timer.publish(…)` run again by an action (not a view's update) after a cancel: a new
    /// publisher that sends to the views subscribed to it.
    func reopenTimerPublisher(made site: SourceSpan)
    /// How long an animation started now runs (its duration, a spring's settling time).
    func finishDelay(_ animation: Animation) -> Double
    /// How long until an animation started now is logically complete (a spring's response).
    func logicalDelay(_ animation: Animation) -> Double
}
