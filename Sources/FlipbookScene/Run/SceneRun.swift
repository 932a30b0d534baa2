import FlipbookModel
import FlipbookSyntax

/// Runs one preview on the virtual clock and records its transactions (the `run` stage).
///
/// Effects start when their view's identity appears and tasks are cancelled when it goes;
/// `@State` is dropped with its view. After every transaction the views are evaluated again.
final class SceneRun {
    private enum Event {
        case onAppear(EffectRecord)
        case startTask(EffectRecord)
        case resumeTask(id: Int)
        case closure(ClosureValue)
    }

    /// Without a time limit, a scene still changing after this long is an error.
    static let defaultHorizon = 600.0

    private let interpreter: Interpreter
    private let preview: PreviewDecl
    private let timeLimit: Double?
    private var queue = EventQueue<Event>()
    private var tasks: [Int: TaskMachine] = [:]
    private var nextTaskID = 0
    private var liveEffects: Set<EffectRecord.Key> = []
    private var currentTree = ViewTree(roots: [])
    private(set) var transactions: [SceneTransaction] = []

    init(interpreter: Interpreter, preview: PreviewDecl, timeLimit: Double?) {
        self.interpreter = interpreter
        self.preview = preview
        self.timeLimit = timeLimit
    }

    func run() throws(RuntimeError) {
        interpreter.commitHandler = { [unowned self] animation, cause throws(RuntimeError) in
            try self.commit(animation: animation, cause: cause)
        }
        interpreter.now = 0
        try commit(animation: nil, cause: nil, force: true)
        while let time = queue.nextTime {
            if let timeLimit, time > timeLimit { break }
            if timeLimit == nil, time > SceneRun.defaultHorizon {
                throw RuntimeError(
                    "the scene is still changing after \(Int(SceneRun.defaultHorizon)) s; pass --duration to render part of it",
                    at: preview.span)
            }
            guard let (eventTime, event) = queue.next() else { break }
            interpreter.now = eventTime
            interpreter.recorder = TransactionRecorder()
            interpreter.remainingSteps = Interpreter.stepBudget
            try handle(event)
            try interpreter.commitPending()
            interpreter.recorder = nil
            for scheduled in interpreter.scheduledClosures {
                queue.schedule(.closure(scheduled.closure), at: scheduled.time)
            }
            interpreter.scheduledClosures.removeAll()
        }
    }

    private func handle(_ event: Event) throws(RuntimeError) {
        switch event {
        case .onAppear(let effect):
            guard liveEffects.contains(effect.key) else { return }
            _ = try interpreter.callClosure(effect.closure, [], hint: .any, at: effect.closure.span)
        case .closure(let closure):
            _ = try interpreter.callClosure(closure, [], hint: .any, at: closure.span)
        case .startTask(let effect):
            guard liveEffects.contains(effect.key) else { return }
            let id = nextTaskID
            nextTaskID += 1
            tasks[id] = TaskMachine(closure: effect.closure, owner: effect.key)
            try resume(id)
        case .resumeTask(let id):
            try resume(id)
        }
    }

    private func resume(_ id: Int) throws(RuntimeError) {
        guard var task = tasks[id] else { return }  // cancelled
        let wake = try interpreter.advance(&task)
        guard tasks[id] != nil else { return }  // its view went away while it ran
        if let wake {
            tasks[id] = task
            queue.schedule(.resumeTask(id: id), at: wake)
        } else {
            tasks[id] = nil
        }
    }

    /// Evaluates the views after a transaction and starts or stops what their identities own.
    private func commit(animation: Animation?, cause: SourceSpan?, force: Bool = false) throws(RuntimeError) {
        let evaluation = try interpreter.evaluate(preview: preview)
        if force || evaluation.tree != currentTree {
            let diff = Reconciler.diff(currentTree, evaluation.tree)
            currentTree = evaluation.tree
            transactions.append(
                SceneTransaction(time: interpreter.now, animation: animation, tree: evaluation.tree, diff: diff, cause: cause))
        }
        interpreter.state.keepOnly(evaluation.userViews)
        let keys = Set(evaluation.effects.map(\.key))
        let gone = liveEffects.subtracting(keys)
        if !gone.isEmpty {
            tasks = tasks.filter { !gone.contains($0.value.owner) }
        }
        let appeared = evaluation.effects.filter { !liveEffects.contains($0.key) }
        liveEffects = keys
        for effect in appeared where effect.key.kind == .onAppear {
            queue.schedule(.onAppear(effect), at: interpreter.now)
        }
        for effect in appeared where effect.key.kind == .task {
            queue.schedule(.startTask(effect), at: interpreter.now)
        }
    }
}
