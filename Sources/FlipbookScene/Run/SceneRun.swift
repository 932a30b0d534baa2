import FlipbookModel
import FlipbookSyntax
import FlipbookVocabulary

/// Runs one preview on the virtual clock and records its transactions (the `run` stage).
///
/// After every transaction the views are evaluated again and reconciled with the previous
/// ones; the `TreeDiff` says which owners appeared (their `onAppear` runs, their `.task`
/// starts) and which went (their `@State` is dropped, their tasks cancelled, their
/// `onDisappear` runs).
final class SceneRun: RunHost {
    enum Event {
        /// Runs a closure (an action, `onAppear`, `asyncAfter`…) with arguments.
        case run(Function, [Value], SourceSpan)
        /// An `onAppear` action: those of the views one update inserts run one after another,
        /// with one update after all, as SwiftUI runs them (unless one animates its changes).
        case appear(Function, SourceSpan)
        /// A task whose body never awaits: run at once, its thrown error ending it quietly.
        case runTask(Function, SourceSpan)
        case startTask(Coroutine)
        case resume(Coroutine)
        case timer(Int)
        case tap(ScriptedTap)
        /// One step of a scripted drag (the last one also ends it).
        case dragStep(DragProgress, step: Int)
        /// The closures one evaluation's bodies handed to the main queue for the same time:
        /// run one after another, as the main queue drains them, with one update after all.
        case dispatched([DispatchedWork])

        /// The scene code the event runs or resumes, for errors.
        var span: SourceSpan? {
            switch self {
            case .run(_, _, let span), .runTask(_, let span), .appear(_, let span): span
            case .startTask, .timer: nil
            case .resume(let coroutine): coroutine.suspendedAt
            case .tap(let tap): tap.span
            case .dragStep(let drag, _): drag.tap.span
            case .dispatched(let work): work.first?.span
            }
        }
    }

    struct TimerRecord {
        var interval: Double
        var repeats: Bool
        var action: Function
        var owner: Identity?
        var span: SourceSpan
        /// `Timer.scheduledTimer`: the block is passed the timer (a publisher passes the date).
        var passesTimer = false
        /// The call that made the publisher an `.onReceive` subscribes to.
        var publisher: SourceSpan?
        /// Set when its action failed: it fires no more.
        var hasFailed = false
    }

    let interpreter: Interpreter
    let preview: PreviewDecl
    let options: RunOptions
    private(set) var now: Double = 0
    private var queue = EventQueue<Event>()
    private(set) var transactions: [SceneTransaction] = []
    private var tree = ViewTree(roots: [])
    private var expansion = Expansion(tree: ViewTree(roots: []))
    private var geometry: [Identity: Rect] = [:]
    private var environment: SceneEnvironment
    /// The transaction being recorded: its animation, what caused it, whether state changed.
    private var open: (animation: Animation?, cause: SourceSpan?, dirty: Bool)?
    /// The animation of the transaction whose views `commit` is evaluating.
    private var evaluatingAnimation: Animation?
    /// What is running scene code now, when it is an outside event (a scripted tap).
    private var trigger: String?
    /// The scene's code behind what the prelude runs now (a drag's `.gesture(…)`).
    private var preludeCause: SourceSpan?
    /// How many `withAnimation` blocks are running.
    private var animationDepth = 0
    /// Set from a timer's firing that it fires again within the same display frame until its
    /// last firing in that frame: the open transaction gathers their changes, and the views are
    /// updated once, after the last.
    private var gathersFrame = false
    /// Set while an `onAppear` action runs that another view's follows at this instant: SwiftUI
    /// updates the views once after all of them, so a `withAnimation` block of it leaves its
    /// transaction open for the next action's block of the same animation to join (a list of
    /// `TimelineView`s, each starting its clock, is one update, not one per row).
    private var runsAppearanceBatch = false
    /// The open transaction is an animated one an appearance left open for the next to join.
    private var appearanceBatchOpen = false
    private var coroutines: [Coroutine] = []
    private var current: Coroutine?
    /// The tasks waiting for a signal (`waitForSignal(_:at:)`), by key.
    private var signalWaiters: [ObjectIdentifier: [Coroutine]] = [:]
    private var timers: [Int: TimerRecord] = [:]
    /// Timer publishers cancelled (`timer.upstream.connect().cancel()`), by the call that made them.
    private var cancelledPublishers: Set<SourceSpan> = []
    /// The `AnyCancellable` of each `.onReceive` subscribed to a publisher written in Swift, by
    /// the view it belongs to (`SceneRun+Subscriptions`).
    var subscriptions: [Identity: Value] = [:]
    private var nextTimer = 0
    private var nextCoroutine = 0
    /// Transactions recorded at the current instant (a cap catches changes that never settle).
    private var changesAtThisInstant = 0
    private var instant: Double = -1
    /// Set when the run stopped with work still scheduled (a timer that repeats forever).
    private(set) var stoppedEarly = false
    /// Scripted taps at times the run did not reach.
    private(set) var unreachedTaps: [ScriptedTap] = []

    init(interpreter: Interpreter, preview: PreviewDecl, options: RunOptions) {
        self.interpreter = interpreter
        self.preview = preview
        self.options = options
        interpreter.totalStepBudget = options.totalStepBudget
        interpreter.screen = options.canvas
        interpreter.measurer = options.measurer
        interpreter.assets = options.assets
        interpreter.resources = options.resources
        interpreter.localizedStrings = options.localizedStrings
        interpreter.appTypeNames = options.appTypeNames
        if let view = preview.implicitView {
            let isApp = interpreter.index.types[view]?.conforms(to: "App") == true
            interpreter.warn(
                isApp
                    ? "the file has no #Preview; rendering the window of its app, \(view)()"
                    : "the file has no #Preview; rendering its root view, \(view)()", at: preview.span)
        }
        var values = EnvironmentValues()
        values.colorScheme = options.colorScheme
        values.displayScale = options.scale
        if let accent = options.assets.colors[AssetCatalog.accentColorName] { values.accentColor = accent }
        environment = SceneEnvironment(values: values)
    }

    /// Transactions at one instant beyond this mean the scene never settles.
    static let maximumChangesPerInstant = 1000
    /// Past this many transactions at one instant, a scene that has also spent this many steps
    /// there is taken for one that never settles: the loop is reported in about a second, not
    /// after a thousand costly evaluations (small changes may still go on to the cap above).
    /// Each of those transactions may also lay the scene out again for its geometry readers,
    /// which no step counts: 40 keeps a fuzzed reader loop under 2 s (it took 2.5 s at 100).
    static let busyChangesPerInstant = 40
    static let busyStepsPerInstant = 100_000
    private var stepsBeforeThisInstant = 0
    /// The characters of text the run's layouts (made to size its geometry readers) shaped:
    /// shaping costs in proportion to the text, whatever code made it, so a loop of changes
    /// whose text keeps growing is busy even when each change runs little code.
    private var laidOutCharacters = 0
    private var laidOutCharactersBeforeThisInstant = 0
    /// Past this many transactions at one instant whose layouts shaped this many characters,
    /// the scene is taken for one that never settles: so much text at one instant is no
    /// scene's settling but a loop's.
    static let busyLayoutChangesPerInstant = 10
    static let busyCharactersPerInstant = 200_000
    /// Events closer together than this count as one instant for the two limits above, so that
    /// a loop that sleeps `1e-300` s is caught as one that sleeps 0 s. Nothing is moved in time.
    static let instantResolution = 1e-6
    /// State changes in any one second of the clip (a 60 Hz timer makes 60) beyond which, if as
    /// many views appeared in that second too, the scene is taken for one whose identities
    /// change at every update (`.id(UUID())`) with a task or timer that changes state again.
    static let maximumChurnPerSecond = 500
    /// The same rate, seen sooner when the views are replaced (as many gone as appeared): this
    /// many replacing changes in `maximumChurnPerSecond`-th parts of a second. A stagger that
    /// only inserts views is not replacing them.
    static let churnSample = 100
    /// Changes at one instant that each replace views, beyond which the scene is taken for one
    /// whose new identities (`.id(UUID())`) start effects that change state again at once (a
    /// cancelled task's sleep throws at once): each such change re-creates a subtree, which is
    /// dear, and no scene settles through that many.
    static let maximumReplacingChangesPerInstant = 6
    private var replacingChangesAtThisInstant = 0
    private var recentChanges: [(time: Double, appeared: Int, replaced: Int)] = []
    /// Events (resumptions, scheduled work) at one instant beyond this mean time never passes.
    static let maximumEventsPerInstant = 10_000
    private var eventsAtThisInstant = 0
    /// The run-stage steps each component of each view's identity costs (indexing and diffing
    /// the tree): about what a step of scene code takes.
    static let stepsPerIdentityComponent = 2
    /// Without a time limit, the run stops here (the clip is then `RunOptions.endlessLength`).
    static let horizon = 30.0

    func run() throws(Interrupt) {
        interpreter.host = self
        interpreter.dependencies.isEnabled = true
        interpreter.bodyCache.isEnabled = true
        defer {
            finishCoroutines()
            interpreter.dependencies.isEnabled = false
            interpreter.bodyCache.isEnabled = false
        }
        for tap in options.taps { queue.schedule(.tap(tap), at: tap.time) }
        try commit(animation: nil, cause: nil, force: true)
        var busySecond = -1.0
        var stepsBeforeSecond = interpreter.totalSteps
        while let time = queue.nextTime {
            let limit = options.timeLimit ?? SceneRun.horizon
            let isImpatient =
                options.timeLimit == nil && time > RunOptions.endlessLength
                && interpreter.totalSteps > options.patienceSteps
            if time > limit || isImpatient {
                // Scripted taps after the end are not work that keeps the scene changing: they
                // are reported (they have no effect), not taken for an endless scene.
                var otherWork = false
                for event in queue.pending {
                    switch event {
                    case .tap(let tap): unreachedTaps.append(tap)
                    case .dragStep: break
                    default: otherWork = true
                    }
                }
                stoppedEarly = options.timeLimit == nil && otherWork
                break
            }
            guard let (eventTime, event) = queue.next() else { break }
            if eventTime > now + SceneRun.instantResolution {
                eventsAtThisInstant = 0
            } else {
                eventsAtThisInstant += 1
                if eventsAtThisInstant > SceneRun.maximumEventsPerInstant {
                    throw .error(
                        "the scene keeps running at t = \(formatNumber(now)) s without time passing "
                            + "(a loop that sleeps 0 s, or work that reschedules itself at once?)",
                        at: event.span ?? preview.span)
                }
            }
            now = max(now, eventTime)
            if now.rounded(.down) != busySecond {
                busySecond = now.rounded(.down)
                stepsBeforeSecond = interpreter.totalSteps
            }
            let firesAgain = firesAgainThisFrame(event)
            if firesAgain { gathersFrame = true }
            runsAppearanceBatch = isAppearance(event) && isFollowedByAppearance(event, allowingAnimated: true)
            defer { runsAppearanceBatch = false }
            do {
                try perform(event)
            } catch .error(let error) {
                // An action's error ends that action only: the run goes on, so that one report
                // lists the errors of independent actions, as a compiler lists a file's.
                try record(error)
            }
            if !firesAgain {
                gathersFrame = false
                if !isFollowedByAppearance(event) { try commitOpen() }
            }
            if interpreter.totalSteps - stepsBeforeSecond > options.stepsPerSecondBudget {
                throw .error(
                    "the scene does too much work in one second of its clip (more than \(options.stepsPerSecondBudget) "
                        + "steps between t = \(formatNumber(busySecond)) s and \(formatNumber(busySecond + 1)) s); "
                        + "a loop or timer that keeps adding views?", at: event.span ?? preview.span)
            }
        }
        gathersFrame = false
        try commitOpen()
    }

    /// The runtime errors of actions, in the order they happened (each once).
    private(set) var errors: [RuntimeError] = []
    /// Set when the changes at one instant hit their cap.
    private var hasFailedToSettle = false
    /// After this many errors the run stops.
    static let maximumErrors = 20

    private func record(_ error: RuntimeError) throws(Interrupt) {
        // Once the run's budget is spent, no further action may run; once state has failed to
        // settle, what follows is not what SwiftUI would show (and the same loop would fail
        // again at each later instant); an action that never ends leaves its state half
        // changed, where SwiftUI would hang (and laying out what it appended, 40 000 rows, takes
        // longer than the error may): each error ends the run.
        if interpreter.hasRunOutOfSteps || interpreter.totalSteps > interpreter.totalStepBudget || hasFailedToSettle {
            throw .error(error)
        }
        if !errors.contains(where: { $0.message == error.message && $0.span == error.span }) { errors.append(error) }
        if errors.count >= SceneRun.maximumErrors { throw .error(error) }
    }

    private func perform(_ event: Event) throws(Interrupt) {
        switch event {
        case .run(let function, let arguments, let span):
            try interpreter.withBudget(at: span) { () throws(Interrupt) in
                _ = try interpreter.callFunction(function, arguments, at: span)
            }
        case .appear(let function, let span):
            try interpreter.withBudget(at: span) { () throws(Interrupt) in
                _ = try interpreter.callFunction(function, [], at: span)
            }
        case .runTask(let function, let span):
            do {
                try interpreter.withBudget(at: span) { () throws(Interrupt) in
                    _ = try interpreter.callFunction(function, [], at: span)
                }
            } catch .thrown {
                // An error a task throws ends the task, as an unhandled error of a Task does.
            }
        case .startTask(let coroutine):
            try step(coroutine)
        case .resume(let coroutine):
            // A sleep cut short by a cancellation leaves its first wake-up behind.
            guard coroutine.wakeTime == now else { return }
            try step(coroutine)
        case .timer(let id):
            guard let timer = timers[id], !timer.hasFailed else { return }
            if let publisher = timer.publisher, cancelledPublishers.contains(publisher) {
                timers[id] = nil
                return
            }
            if timer.repeats {
                queue.schedule(.timer(id), at: now + timer.interval)
            } else {
                timers[id] = nil
            }
            // A scheduled timer's block gets the timer; a publisher's subscriber gets the date.
            let argument = timer.passesTimer ? Value.native(.timer(id)) : Value.native(.date(now))
            let arguments: [Value] = timer.action.acceptsArgument ? [argument] : []
            do {
                try interpreter.withBudget(at: timer.span) { () throws(Interrupt) in
                    _ = try interpreter.callFunction(timer.action, arguments, at: timer.span)
                }
            } catch .error(let error) {
                // The error is reported once; firing again would only fail again (a fast timer
                // thousands of times a second), so the timer stops. Its record stays, so that
                // the view's next update does not subscribe it again.
                timers[id]?.hasFailed = true
                throw .error(error)
            }
        case .tap(let tap):
            if case .drag(let translation, let duration) = tap.gesture {
                try startDrag(tap, translation: translation, duration: duration)
            } else {
                try performTap(tap)
            }
        case .dragStep(let drag, let step):
            try performDragStep(drag, step: step)
        case .dispatched(let batch):
            for work in batch {
                do {
                    switch work.action {
                    case .call(let function):
                        try interpreter.withBudget(at: work.span) { () throws(Interrupt) in
                            _ = try interpreter.callFunction(function, [], at: work.span)
                        }
                    case .write(let location, let value, let animation):
                        _ = try withTransaction(animation, at: work.span) { () throws(Interrupt) in
                            try interpreter.setState(location, value, at: work.span)
                            return .void
                        }
                    }
                } catch .error(let error) {
                    try record(error)
                }
            }
        }
    }

    // MARK: - Transactions

    func willChangeState(at span: SourceSpan) throws(Interrupt) {
        // A change outside any block after an appearance's animated one is its own update's.
        if appearanceBatchOpen, animationDepth == 0 { try commitOpen() }
        let cause = sceneCause(span)
        if open == nil { open = (animation: nil, cause: cause, dirty: false) }
        open?.dirty = true
        if open?.cause == nil { open?.cause = cause }
    }

    /// A change the prelude makes for the scene (a `@GestureState` that a drag updates) is
    /// caused by the scene's code that asked for it.
    private func sceneCause(_ span: SourceSpan) -> SourceSpan {
        span.file.hasPrefix("<prelude") ? (preludeCause ?? span) : span
    }

    /// The animation of the transaction being recorded, or of the one whose views are being
    /// evaluated (a `.transaction { }` closure sees it as its incoming animation).
    var currentAnimation: Animation? { open?.animation ?? evaluatingAnimation }

    func withTransaction(
        _ animation: Animation?, at span: SourceSpan, _ body: () throws(Interrupt) -> Value
    ) throws(Interrupt) -> Value {
        // Changes made so far are their own transaction; the block's changes are one with its
        // animation (a nested block joins the outer one).
        if animationDepth > 0 { return try body() }
        if gathersFrame, open != nil {
            // A firing gathered into the frame's update: its block joins the changes so far,
            // and the update takes the animation of the frame's last firing.
            open?.animation = animation
        } else if appearanceBatchOpen, let current = open, current.animation == animation {
            // Another appearance's block of the same animation: one update with the last.
        } else {
            try commitOpen()
            open = (animation: animation, cause: sceneCause(span), dirty: false)
        }
        animationDepth += 1
        defer { animationDepth -= 1 }
        let result = try body()
        if runsAppearanceBatch, animation != nil, !gathersFrame {
            appearanceBatchOpen = true
        } else if !gathersFrame {
            try commitOpen()
        }
        return result
    }

    /// A display frame: SwiftUI updates the views at most once per frame of the screen.
    static let displayFrameRate = 120.0

    /// Whether the event is a timer's firing that fires again before the display frame it falls
    /// in ends (an interval under 1/120 s). A frame is `(k/120, (k+1)/120]`, so a firing on a
    /// frame's time closes that frame, and a clip's frames at 120, 60, 30 or 24 fps show the
    /// state of every firing up to them.
    private func firesAgainThisFrame(_ event: Event) -> Bool {
        guard case .timer(let id) = event, let timer = timers[id], timer.repeats, !timer.hasFailed else { return false }
        let next = now + timer.interval
        let limit = options.timeLimit ?? SceneRun.horizon
        return next <= limit && SceneRun.displayFrame(of: next) == SceneRun.displayFrame(of: now)
    }

    /// Whether an `onAppear` action is followed, at this instant, by another view's: their
    /// changes make one update (an animated change has committed its own already).
    private func isFollowedByAppearance(_ event: Event, allowingAnimated: Bool = false) -> Bool {
        guard case .appear = event, open?.animation == nil || allowingAnimated || appearanceBatchOpen,
            let (time, next) = queue.upcoming,
            time <= now + SceneRun.instantResolution, case .appear = next
        else { return false }
        return true
    }

    private func isAppearance(_ event: Event) -> Bool {
        if case .appear = event { true } else { false }
    }

    static func displayFrame(of time: Double) -> Double { (time * displayFrameRate - 1e-9).rounded(.up) }

    /// Closes the open transaction: when state changed, evaluates the views and records it.
    private func commitOpen() throws(Interrupt) {
        appearanceBatchOpen = false
        guard let transaction = open else { return }
        open = nil
        if transaction.dirty { try commit(animation: transaction.animation, cause: transaction.cause) }
    }

    /// Evaluates the views after a change, records the transaction when they changed, and
    /// starts or stops what the appearing and disappearing owners run.
    private func commit(animation: Animation?, cause: SourceSpan?, force: Bool = false) throws(Interrupt) {
        if now > instant + SceneRun.instantResolution {
            instant = now
            changesAtThisInstant = 0
            replacingChangesAtThisInstant = 0
            stepsBeforeThisInstant = interpreter.codeSteps
            laidOutCharactersBeforeThisInstant = laidOutCharacters
        }
        changesAtThisInstant += 1
        let stepsAtThisInstant = interpreter.codeSteps - stepsBeforeThisInstant
        if changesAtThisInstant > SceneRun.maximumChangesPerInstant
            || (changesAtThisInstant > SceneRun.busyChangesPerInstant && stepsAtThisInstant > SceneRun.busyStepsPerInstant)
            || (changesAtThisInstant > SceneRun.busyLayoutChangesPerInstant
                && laidOutCharacters - laidOutCharactersBeforeThisInstant > SceneRun.busyCharactersPerInstant)
        {
            hasFailedToSettle = true
            throw .error(
                "the scene keeps changing state at t = \(formatNumber(now)) s without settling "
                    + "(effects that change each other's state?)", at: cause ?? preview.span)
        }
        let previous = expansion
        evaluatingAnimation = animation
        defer { evaluatingAnimation = nil }
        let next = try evaluate()
        // Reconciling costs in proportion to the views and the depth of their identities,
        // whatever code made them: a tree that keeps growing is stopped by the run's budget,
        // not left to run for minutes.
        try interpreter.charge(next.tree.identityLength * SceneRun.stepsPerIdentityComponent, at: cause ?? preview.span)
        let diff = Reconciler.diff(tree, next.tree)
        try checkChurn(
            appeared: diff.ownersInserted.count, replaced: min(diff.ownersInserted.count, diff.ownersRemoved.count),
            cause: cause)
        let changed = force || next.tree != tree
        if changed {
            if let evaluatedLayout { layouts[transactions.count] = evaluatedLayout }
            transactions.append(
                SceneTransaction(
                    time: now, animation: animation, tree: next.tree, diff: diff, cause: cause,
                    trigger: trigger))
        }
        tree = next.tree
        expansion = next
        try lifetimes(diff, previous: previous, animation: animation)
        try scheduleDispatched(next.dispatched, treeChanged: changed)
    }

    /// Schedules what the bodies handed to the main queue. An evaluation that changed nothing
    /// on screen stands for an update SwiftUI would not have made (a state set to the value it
    /// had): its bodies would not have run, so their work is not scheduled again, and code
    /// that copies a frame into state settles.
    private func scheduleDispatched(_ work: [DispatchedWork], treeChanged: Bool) throws(Interrupt) {
        guard treeChanged, !work.isEmpty else { return }
        var batches: [(time: Double, work: [DispatchedWork])] = []
        for item in work {
            guard item.time.isFinite else { throw .error("a deadline must be finite", at: item.span) }
            let time = max(now, item.time)
            if let index = batches.firstIndex(where: { $0.time == time }) {
                batches[index].work.append(item)
            } else {
                batches.append((time, [item]))
            }
        }
        for batch in batches { queue.schedule(.dispatched(batch.work), at: batch.time) }
    }

    /// Stops a scene that keeps replacing its views many times a second: each change brings
    /// new identities, whose tasks start and change state again. A fast timer alone (a counter
    /// changing a thousand times a second) goes on, however many changes it makes.
    private func checkChurn(appeared: Int, replaced: Int, cause: SourceSpan?) throws(Interrupt) {
        recentChanges.append((now, appeared, replaced))
        while let first = recentChanges.first, first.time < now - 1 { recentChanges.removeFirst() }
        if replaced > 0 { replacingChangesAtThisInstant += 1 }
        if replacingChangesAtThisInstant > SceneRun.maximumReplacingChangesPerInstant {
            hasFailedToSettle = true
            throw .error(
                "the scene replaces its views \(replacingChangesAtThisInstant) times at t = \(formatNumber(now)) s "
                    + "without settling (the new views' effects, such as onAppear or a task, change state again?)",
                at: cause ?? preview.span)
        }
        guard isChurning() else { return }
        throw .error(
            "the scene replaces its views more than \(SceneRun.maximumChurnPerSecond) times in one second "
                + "at t = \(formatNumber(now)) s (an identity that changes at every update, such as .id(UUID()), "
                + "with a task or timer that changes state again?)", at: cause ?? preview.span)
    }

    private func isChurning() -> Bool {
        // Changes all at one instant are the per-instant limits' to report.
        if recentChanges.count > SceneRun.maximumChurnPerSecond, let first = recentChanges.first,
            first.time < now - SceneRun.instantResolution,
            recentChanges.reduce(0, { $0 + $1.appeared }) > SceneRun.maximumChurnPerSecond
        {
            return true
        }
        let sample = recentChanges.suffix(SceneRun.churnSample)
        guard sample.count == SceneRun.churnSample, let first = sample.first else { return false }
        let span = now - first.time
        return span > SceneRun.instantResolution
            && span < Double(SceneRun.churnSample) / Double(SceneRun.maximumChurnPerSecond)
            && sample.allSatisfy { $0.replaced > 0 }
    }

    /// The layout of the tree `evaluate()` returned, when it made one (the tree has readers).
    private var evaluatedLayout: LayoutTree?
    /// The run's layouts of its transactions' trees, by index.
    private(set) var layouts: [Int: LayoutTree] = [:]

    /// Evaluates the views, again while a `GeometryReader` was given a size other than the one
    /// layout gives it, or its content failed with a frame layout had not confirmed (at most a
    /// few times).
    private func evaluate() throws(Interrupt) -> Expansion {
        let layout = options.layout
        evaluatedLayout = nil
        var result = try interpreter.evaluate(
            preview: preview, environment: environment, geometry: geometry, geometryIsConfirmed: layout == nil,
            canvas: options.canvas)
        guard let layout, !result.geometrySizes.isEmpty else { return try confirmed(result) }
        for _ in 0..<4 {
            let frames = layout(result.tree, LiveEvaluator(freezing: interpreter))
            laidOutCharacters += SceneRun.textLength(of: result.tree)
            var readers: [Identity: Rect] = [:]
            for identity in result.geometrySizes.keys {
                if let space = result.coordinateSpaces[identity] {
                    let layers = frames[space.node]?.layers ?? []
                    readers[identity] =
                        layers.isEmpty ? Rect(origin: .zero, size: options.canvas) : layers[min(space.layer, layers.count - 1)]
                } else {
                    readers[identity] = frames[identity]?.contentFrame ?? Rect(origin: .zero, size: options.canvas)
                }
            }
            if readers == result.geometrySizes && result.unconfirmedErrors.isEmpty {
                evaluatedLayout = frames
                break
            }
            geometry = readers
            result = try interpreter.evaluate(
                preview: preview, environment: environment, geometry: geometry, geometryIsConfirmed: true,
                canvas: options.canvas)
        }
        return try confirmed(result)
    }

    /// `result`, unless a reader's content still failed: then its first error.
    private func confirmed(_ result: Expansion) throws(Interrupt) -> Expansion {
        if let error = result.unconfirmedErrors.first { throw .error(error) }
        return result
    }

    /// What the diff's owners start and stop: state, tasks, timers, appear and disappear
    /// actions, change and preference handlers.
    private func lifetimes(_ diff: TreeDiff, previous: Expansion, animation: Animation?) throws(Interrupt) {
        let removed = Set(diff.ownersRemoved)
        if !removed.isEmpty {
            for (location, value) in interpreter.state {
                guard case .view(let owner, _) = location.owner, removed.contains(owner) else { continue }
                interpreter.retiredState[location] = value
                interpreter.state[location] = nil
            }
            for owner in removed { interpreter.stateGenerations[owner, default: 0] += 1 }
            for coroutine in coroutines where coroutine.owner.map(removed.contains) == true && !coroutine.isCancelled {
                coroutine.isCancelled = true
                // A cancelled task's `Task.sleep` throws at once, not when it would have woken, and
                // a stream it waits on ends at once (`next()` returns nil).
                if coroutine.wakeTime != nil || stopWaitingForSignal(coroutine) {
                    coroutine.wakeTime = now
                    queue.schedule(.resume(coroutine), at: now)
                }
            }
            timers = timers.filter { !($0.value.owner.map(removed.contains) ?? false) }
            try cancelSubscriptions(of: removed)
            for owner in diff.ownersRemoved {
                guard let record = previous.effects[owner], case .onDisappear = record.spec.kind, let action = record.spec.action
                else { continue }
                queue.schedule(.run(action, [], record.spec.span), at: now)
            }
        }
        for owner in diff.ownersInserted {
            guard let record = expansion.effects[owner] else { continue }
            try appear(record)
        }
        // In tree order, so handlers that fire at one instant run in a fixed order.
        let inserted = Set(diff.ownersInserted)
        for owner in expansion.tree.owners where !inserted.contains(owner) {
            guard let record = expansion.effects[owner] else { continue }
            try change(record, previous: previous.effects[owner])
        }
    }

    /// An effect whose owner just appeared.
    private func appear(_ record: EffectRecord) throws(Interrupt) {
        let spec = record.spec
        switch spec.kind {
        case .onAppear:
            if let action = spec.action { queue.schedule(.appear(action, spec.span), at: now) }
        case .task:
            guard let action = spec.action else { return }
            guard action.isAsync else {
                queue.schedule(.runTask(action, spec.span), at: now)
                return
            }
            queue.schedule(.startTask(makeCoroutine(action, owner: record.owner, span: spec.span)), at: now)
        case .onChange(_, let value, let initial):
            if initial, let action = spec.action {
                queue.schedule(
                    .run(
                        action, action.parameterCount >= 2 ? [value, value] : (action.parameterCount == 1 ? [value] : []),
                        spec.span), at: now)
            }
        case .onPreferenceChange:
            guard let action = spec.action, let value = record.value else { return }
            queue.schedule(.run(action, action.parameterCount >= 1 ? [value] : [], spec.span), at: now)
        case .onReceive(let publisher):
            guard let action = spec.action else { return }
            guard case .native(.timerPublisher(let interval, let site)) = publisher else {
                try subscribe(record, to: publisher, action)
                return
            }
            subscribeTimer(record.owner, every: interval, made: site, action, at: spec.span)
        case .onDisappear, .preference, .transformPreference, .anchorPreference, .tap, .drag:
            break
        }
    }

    /// An effect that stays: `onChange` and `onPreferenceChange` fire when their value changed;
    /// `.onReceive` of a timer publisher follows the publisher it is given now.
    private func change(_ record: EffectRecord, previous: EffectRecord?) throws(Interrupt) {
        if case .onReceive(.native(.timerPublisher(let interval, let site))) = record.spec.kind, let action = record.spec.action {
            resubscribeTimer(record.owner, every: interval, made: site, action, at: record.spec.span)
            return
        }
        guard let action = record.spec.action, let value = record.value, let old = previous?.value else { return }
        let span = record.spec.span
        guard try !interpreter.valuesEqual(old, value, at: span) else { return }
        switch record.spec.kind {
        case .onChange:
            let arguments: [Value] = action.parameterCount >= 2 ? [old, value] : (action.parameterCount == 1 ? [value] : [])
            queue.schedule(.run(action, arguments, span), at: now)
        case .onPreferenceChange:
            queue.schedule(.run(action, action.parameterCount >= 1 ? [value] : [], span), at: now)
        default:
            break
        }
    }

    // MARK: - Tasks

    private func makeCoroutine(_ function: Function, owner: Identity?, span: SourceSpan) -> Coroutine {
        nextCoroutine += 1
        let interpreter = self.interpreter
        var coroutine: Coroutine!
        coroutine = Coroutine(id: nextCoroutine, owner: owner) {
            do {
                try interpreter.withBudget(at: span) { () throws(Interrupt) in
                    _ = try interpreter.callFunction(function, [], at: span)
                }
            } catch let error as Interrupt {
                coroutine.failure = error
            } catch {
                coroutine.failure = .error("the task failed: \(error)", at: span)
            }
        }
        coroutines.append(coroutine)
        return coroutine
    }

    /// Runs a coroutine until it suspends or ends.
    private func step(_ coroutine: Coroutine) throws(Interrupt) {
        let saved = current
        current = coroutine
        let depth = interpreter.callDepth
        coroutine.resume()
        interpreter.callDepth = depth
        current = saved
        if coroutine.isFinished {
            coroutines.removeAll { $0 === coroutine }
            switch coroutine.failure {
            case .error(let error)?: throw .error(error)
            case .thrown(let value, let span)?:
                // An error a task throws ends the task, as an unhandled error of a Task does.
                _ = (value, span)
            default: break
            }
        } else if let wake = coroutine.wakeTime {
            queue.schedule(.resume(coroutine), at: wake)
        }
    }

    func sleep(_ seconds: Double, at span: SourceSpan) throws(Interrupt) {
        try suspendCurrent("Task.sleep", at: span) { coroutine in coroutine.wakeTime = now + seconds }
    }

    func waitForSignal(_ key: ObjectIdentifier, at span: SourceSpan) throws(Interrupt) {
        // No wake time: the coroutine stays suspended until a signal schedules it, its task is
        // cancelled, or the run ends. A cancelled wait returns (the stream sees `Task.isCancelled`
        // and ends, as Swift's streams end on cancellation); it does not throw.
        try suspendCurrent("an AsyncStream", at: span, throwsOnCancellation: false) { coroutine in
            signalWaiters[key, default: []].append(coroutine)
        }
    }

    /// Takes a coroutine off the signal it waits for; whether it was waiting for one.
    private func stopWaitingForSignal(_ coroutine: Coroutine) -> Bool {
        guard let key = signalWaiters.first(where: { $0.value.contains { $0 === coroutine } })?.key else { return false }
        signalWaiters[key]?.removeAll { $0 === coroutine }
        if signalWaiters[key]?.isEmpty == true { signalWaiters[key] = nil }
        return true
    }

    /// Suspends the running task once `arrangeWake` has said how it wakes; throws if the run
    /// ends while it waits, or (unless `throwsOnCancellation` is false) if it is cancelled.
    private func suspendCurrent(
        _ what: String, at span: SourceSpan, throwsOnCancellation: Bool = true, arrangeWake: (Coroutine) -> Void
    ) throws(Interrupt) {
        guard let coroutine = current else {
            throw .error("\(what) can only be awaited in a .task or a Task { }", at: span)
        }
        if coroutine.isCancelled {
            guard throwsOnCancellation else { return }
            throw cancellation(of: coroutine, at: span)
        }
        // Changes made before the suspension are a transaction of their own.
        try commitOpen()
        arrangeWake(coroutine)
        coroutine.suspendedAt = span
        let depth = interpreter.callDepth
        let steps = interpreter.remainingSteps
        coroutine.suspend()
        interpreter.callDepth = depth
        interpreter.remainingSteps = steps
        coroutine.wakeTime = nil
        if coroutine.isTerminated { throw .terminated }
        if coroutine.isCancelled && throwsOnCancellation { throw cancellation(of: coroutine, at: span) }
    }

    func signal(_ key: ObjectIdentifier) {
        guard let waiting = signalWaiters.removeValue(forKey: key) else { return }
        // A resume event runs a coroutine woken at its time (`wakeTime == now`).
        for coroutine in waiting where !coroutine.isFinished {
            coroutine.wakeTime = now
            queue.schedule(.resume(coroutine), at: now)
        }
    }

    /// `CancellationError` the first time a cancelled task sleeps; after that the task ends.
    private func cancellation(of coroutine: Coroutine, at span: SourceSpan) -> Interrupt {
        if coroutine.sawCancellation { return .terminated }
        coroutine.sawCancellation = true
        return .thrown(.native(.error("CancellationError()")), span)
    }

    var isCancelled: Bool { current?.isCancelled ?? false }

    func startTask(_ function: Function, at span: SourceSpan) throws(Interrupt) {
        // A task that never awaits runs to its end at once: it needs no thread of its own (a
        // scene that starts thousands of them is stopped in well under a second).
        guard function.isAsync else {
            queue.schedule(.runTask(function, span), at: now)
            return
        }
        queue.schedule(.startTask(makeCoroutine(function, owner: nil, span: span)), at: now)
    }

    func schedule(_ function: Function, at time: Double, span: SourceSpan) throws(Interrupt) {
        guard time.isFinite else { throw .error("a deadline must be finite", at: span) }
        queue.schedule(.run(function, [], span), at: max(now, time))
    }

    func startTimer(every interval: Double, repeats: Bool, _ function: Function, at span: SourceSpan) throws(Interrupt) -> Int {
        guard interval.isFinite, interval > 0 else { throw .error("a timer's interval must be positive", at: span) }
        nextTimer += 1
        timers[nextTimer] = TimerRecord(
            interval: interval, repeats: repeats, action: function, owner: nil, span: span,
            passesTimer: true)
        queue.schedule(.timer(nextTimer), at: now + interval)
        return nextTimer
    }

    func invalidateTimer(_ number: Int) { timers[number] = nil }

    func fireTimer(_ number: Int) throws(Interrupt) {
        guard let timer = timers[number], !timer.hasFailed else { return }
        if !timer.repeats { timers[number] = nil }
        let arguments: [Value] = timer.action.acceptsArgument ? [.native(.timer(number))] : []
        _ = try interpreter.callFunction(timer.action, arguments, at: timer.span)
    }

    func cancelTimerPublisher(made site: SourceSpan) {
        cancelledPublishers.insert(site)
        timers = timers.filter { $0.value.publisher != site }
    }

    /// A publisher made again by the call a cancelled one came from is a new one: the views
    /// whose `.onReceive` names it subscribe again now (the state that holds it may compare
    /// equal, so no update would).
    func reopenTimerPublisher(made site: SourceSpan) {
        guard cancelledPublishers.remove(site) != nil else { return }
        for owner in expansion.tree.owners {
            guard let record = expansion.effects[owner], let action = record.spec.action,
                case .onReceive(.native(.timerPublisher(let interval, site))) = record.spec.kind
            else { continue }
            subscribeTimer(owner, every: interval, made: site, action, at: record.spec.span)
        }
    }

    /// A view's `.onReceive(timer)`: its action runs every interval from now, unless the
    /// publisher was cancelled.
    private func subscribeTimer(
        _ owner: Identity, every interval: Double, made site: SourceSpan, _ action: Function, at span: SourceSpan
    ) {
        guard !cancelledPublishers.contains(site) else { return }
        nextTimer += 1
        timers[nextTimer] = TimerRecord(
            interval: interval, repeats: true, action: action, owner: owner, span: span, publisher: site)
        queue.schedule(.timer(nextTimer), at: now + interval)
    }

    /// After an update, a view's `.onReceive(timer)` keeps its subscription while the publisher
    /// is the one it subscribed to (made by the same call, at the same interval): a view's
    /// `let timer` is made again at every update. Another publisher (`timer = Timer.publish(…)`
    /// after a cancel, or from another call) is subscribed to afresh.
    private func resubscribeTimer(
        _ owner: Identity, every interval: Double, made site: SourceSpan, _ action: Function, at span: SourceSpan
    ) {
        let current = timers.filter { $0.value.owner == owner && $0.value.publisher != nil }
        if current.count == 1, let (_, timer) = current.first, timer.publisher == site, timer.interval == interval {
            return
        }
        for id in current.keys { timers[id] = nil }
        subscribeTimer(owner, every: interval, made: site, action, at: span)
    }

    func finishDelay(_ animation: Animation) -> Double { options.animationDuration(animation) }

    func logicalDelay(_ animation: Animation) -> Double {
        options.logicalDuration?(animation) ?? options.animationDuration(animation)
    }

    /// Ends the run: every suspended task unwinds, so no thread is left waiting.
    private func finishCoroutines() {
        for coroutine in coroutines where coroutine.wakeTime != nil {
            coroutine.isTerminated = true
            coroutine.resume()
        }
        coroutines.removeAll()
        interpreter.host = nil
    }

    // MARK: - Taps

    /// A scripted tap: the action of the tappable view whose label matches, as a user's tap.
    private func performTap(_ tap: ScriptedTap) throws(Interrupt) {
        guard let match = expansion.taps.matching(tap.target, frames: hitFrames) else {
            throw .error(
                "no tappable view matches the tap \(tap.description) at t = \(formatNumber(tap.time)) s",
                at: tap.span ?? preview.span)
        }
        // A disabled view takes the tap and does nothing, as on a device.
        guard match.isEnabled else { return }
        trigger = "tap \(tap.description)"
        defer { trigger = nil }
        try interpreter.withBudget(at: match.span) { () throws(Interrupt) in
            _ = try interpreter.callFunction(match.action, [], at: match.span)
        }
        // A tap's un-animated changes are its own transaction, named after it.
        try commitOpen()
    }

    /// Where the views are now, for a gesture aimed at a point.
    private func hitFrames() -> HitFrames {
        HitFrames(tree: tree, layout: options.layout?(tree, LiveEvaluator(freezing: interpreter)))
    }

    /// A scripted drag begins: the view with a `DragGesture` under the label or point is found,
    /// its gesture states are saved, and its steps are scheduled.
    private func startDrag(_ tap: ScriptedTap, translation: Point, duration: Double) throws(Interrupt) {
        let frames = hitFrames()
        guard let match = expansion.drags.matching(tap.target, frames: { frames }) else {
            throw .error(
                "no view with a DragGesture matches the drag \(tap.description) at t = \(formatNumber(tap.time)) s",
                at: tap.span ?? preview.span)
        }
        guard match.isEnabled else { return }
        let bounds = frames[match.identity] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var start: Point
        if case .point(let point) = tap.target {
            start = Point(x: point.x - bounds.minX, y: point.y - bounds.minY)
        } else {
            start = Point(x: bounds.width / 2, y: bounds.height / 2)
        }
        switch match.coordinates {
        case .local: break
        case .global: start = Point(x: start.x + bounds.minX, y: start.y + bounds.minY)
        case .named(let key):
            let space = expansion.coordinateSpaces[key].flatMap { frames[space: $0] } ?? Rect(origin: .zero, size: options.canvas)
            start = Point(x: start.x + bounds.minX - space.minX, y: start.y + bounds.minY - space.minY)
        }
        var saved: [Value] = []
        for snapshot in Self.callbacks(match.gesture, "_snapshots") {
            saved.append(try interpreter.callFunction(snapshot, [], at: match.span))
        }
        let drag = DragProgress(
            tap: tap, identity: match.identity, start: start, translation: translation, duration: duration,
            steps: DragProgress.steps(for: duration), savedStates: saved)
        for step in 1...drag.steps {
            queue.schedule(.dragStep(drag, step: step), at: tap.time + duration * Double(step) / Double(drag.steps))
        }
    }

    /// A step of a drag: `onChanged` and the `updating` bodies with the value so far; at the
    /// last step, then `onEnded`, and the gesture states go back to what they were. A view that
    /// went away mid-drag took its gesture states with it: the drag just stops.
    private func performDragStep(_ drag: DragProgress, step: Int) throws(Interrupt) {
        trigger = "drag \(drag.tap.description)"
        defer { (trigger, preludeCause) = (nil, nil) }
        guard let target = expansion.drags.first(where: { $0.identity == drag.identity }) else {
            return
        }
        preludeCause = target.span
        let value = dragValue(drag, step: step)
        try interpreter.withBudget(at: target.span) { () throws(Interrupt) in
            for action in Self.callbacks(target.gesture, "_changed") {
                _ = try interpreter.callFunction(action, [value], at: target.span)
            }
        }
        try commitOpen()
        guard step == drag.steps else { return }
        try interpreter.withBudget(at: target.span) { () throws(Interrupt) in
            for action in Self.callbacks(target.gesture, "_ended") {
                _ = try interpreter.callFunction(action, [value], at: target.span)
            }
            for (restore, saved) in zip(Self.callbacks(target.gesture, "_restores"), drag.savedStates) {
                _ = try interpreter.callFunction(restore, [saved], at: target.span)
            }
        }
        try commitOpen()
    }
}

// MARK: - Drags

/// A scripted drag under way: where it started, in the dragged view's own coordinates, and
/// what its `@GestureState`s held before it.
struct DragProgress: @unchecked Sendable {
    var tap: ScriptedTap
    var identity: Identity
    /// Where the drag starts, in the coordinate space of the gesture's locations.
    var start: Point
    var translation: Point
    var duration: Double
    var steps: Int
    var savedStates: [Value]

    /// A finger's steps: one per frame at 60 fps, at least one.
    static func steps(for duration: Double) -> Int { max(1, min(3600, Int((duration * 60).rounded()))) }

    /// How far ahead SwiftUI predicts the end of a drag released at this speed: UIKit's
    /// projection for its normal deceleration (rate 0.998 per millisecond) is the velocity
    /// times 0.998 / (1 − 0.998) ms, about half a second (docs/semantics.md).
    static let predictionTime = 0.499
}

extension SceneRun {
    /// The `DragGesture.Value` of the drag's step: the translation so far (a steady speed), the
    /// location in the dragged view's coordinates, the speed, and where the drag would end.
    func dragValue(_ drag: DragProgress, step: Int) -> Value {
        let fraction = Double(step) / Double(drag.steps)
        let translation = Point(x: drag.translation.x * fraction, y: drag.translation.y * fraction)
        let velocity =
            drag.duration > 0
            ? Point(x: drag.translation.x / drag.duration, y: drag.translation.y / drag.duration) : Point(x: 0, y: 0)
        let predicted = Point(
            x: translation.x + velocity.x * DragProgress.predictionTime,
            y: translation.y + velocity.y * DragProgress.predictionTime)
        func point(_ p: Point) -> Value { interpreter.prelude("CGPoint", ["x": .double(p.x), "y": .double(p.y)]) }
        func size(_ p: Point) -> Value { interpreter.prelude("CGSize", ["width": .double(p.x), "height": .double(p.y)]) }
        return interpreter.prelude(
            "DragGesture.Value",
            [
                "time": .native(.date(now)),
                "location": point(Point(x: drag.start.x + translation.x, y: drag.start.y + translation.y)),
                "startLocation": point(drag.start),
                "translation": size(translation),
                "velocity": size(velocity),
                "predictedEndLocation": point(Point(x: drag.start.x + predicted.x, y: drag.start.y + predicted.y)),
                "predictedEndTranslation": size(predicted),
            ])
    }

    /// The functions a gesture keeps in one of its fields (`_changed`, `_ended`…).
    static func callbacks(_ gesture: Instance, _ field: String) -> [Function] {
        guard case .array(let values)? = gesture.fields[field] else { return [] }
        return values.compactMap { value in
            if case .function(let function) = value { return function }
            return nil
        }
    }
}

extension Function {
    /// How many parameters a closure declares (for actions called with optional arguments).
    var parameterCount: Int {
        switch body {
        case .closure(let closure, _, _):
            if let parameters = closure.parameters { return parameters.count }
            return ClosureScan.usesDollarArguments(closure.body)
        case .declared(let decl, _, _): return decl.parameters.count
        default: return 1
        }
    }

    var acceptsArgument: Bool { parameterCount > 0 }
}

extension SceneRun {
    /// The characters of a tree's texts, which laying it out shapes.
    static func textLength(of tree: ViewTree) -> Int {
        var characters = 0
        for node in tree.allNodes() {
            guard case .leaf(let leaf) = node.content, let text = leaf.base as? TextLeaf else { continue }
            for run in text.text.runs { characters += run.text.utf8.count }
        }
        return characters
    }
}
