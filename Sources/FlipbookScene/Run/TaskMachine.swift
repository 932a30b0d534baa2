import FlipbookModel
import FlipbookSyntax

/// A `.task` body that can stop at `Task.sleep` and resume later on the virtual clock.
///
/// Statements that contain no `await` run through the ordinary interpreter; the blocks and
/// loops that do contain one are unrolled into explicit frames, so the task can be suspended
/// between any two statements and resumed with its locals and loop positions intact.
struct TaskMachine {
    enum FrameKind {
        case block
        case forLoop(pattern: String?, items: [Value], next: Int)
        case whileLoop(condition: Expr)
    }

    struct Frame {
        var statements: [Stmt]
        var pc: Int
        var kind: FrameKind
        var scopeDepth: Int
    }

    var env: Env
    var frames: [Frame]
    let owner: EffectRecord.Key

    init(closure: ClosureValue, owner: EffectRecord.Key) {
        env = Env(owner: closure.owner, scope: closure.captured, isAsync: true)
        env.scope.push()
        frames = [Frame(statements: closure.closure.body, pc: 0, kind: .block, scopeDepth: env.scope.depth)]
        self.owner = owner
    }
}

extension Interpreter {
    /// Runs the task until it sleeps (returns the wake-up time) or finishes (returns nil).
    func advance(_ task: inout TaskMachine) throws(RuntimeError) -> Double? {
        while let top = task.frames.last {
            if top.pc >= top.statements.count {
                try endOfFrame(&task)
                continue
            }
            let statement = top.statements[top.pc]
            task.frames[task.frames.count - 1].pc += 1
            if let seconds = try sleepDuration(statement, &task.env) { return now + seconds }
            if statement.containsAwait {
                try enter(statement, &task)
                continue
            }
            switch try execute(statement, .any, &task.env) {
            case .normal: continue
            case .returned: return nil
            case .breakLoop: try unwindLoop(&task, breaking: true, at: statement.span)
            case .continueLoop: try unwindLoop(&task, breaking: false, at: statement.span)
            }
        }
        return nil
    }

    /// Pushes the frame for a compound statement that contains an `await`.
    private func enter(_ statement: Stmt, _ task: inout TaskMachine) throws(RuntimeError) {
        func push(_ statements: [Stmt], _ kind: TaskMachine.FrameKind, startAtEnd: Bool = false) {
            task.env.scope.push()
            let depth = task.env.scope.depth
            task.frames.append(.init(statements: statements, pc: startAtEnd ? statements.count : 0, kind: kind, scopeDepth: depth))
        }
        switch statement.kind {
        case .ifElse(let ifStmt):
            if try conditionsHold(ifStmt.conditions, &task.env) {
                push(ifStmt.then, .block)
            } else if let otherwise = ifStmt.otherwise {
                push(otherwise, .block)
            }
        case .switchCase(let switchStmt):
            push(try matchSwitch(switchStmt, &task.env, at: statement.span), .block)
        case .forIn(let pattern, let sequence, let body):
            push(body, .forLoop(pattern: pattern, items: try sequenceElements(sequence, &task.env), next: 0), startAtEnd: true)
        case .whileLoop(let condition, let body):
            push(body, .whileLoop(condition: condition), startAtEnd: true)
        case .block(let body):
            push(body, .block)
        default:
            throw RuntimeError("'await' is supported only as 'try? await Task.sleep(…)' statements", at: statement.span)
        }
    }

    /// At the end of a frame's statements: the next loop iteration, or leaving the frame.
    private func endOfFrame(_ task: inout TaskMachine) throws(RuntimeError) {
        let index = task.frames.count - 1
        let frame = task.frames[index]
        task.env.scope.truncate(to: frame.scopeDepth)
        switch frame.kind {
        case .block:
            break
        case .forLoop(let pattern, let items, let next):
            if next < items.count {
                task.frames[index].kind = .forLoop(pattern: pattern, items: items, next: next + 1)
                task.frames[index].pc = 0
                task.env.scope.push()
                if let pattern { task.env.scope.declare(pattern, items[next], isLet: true) }
                return
            }
        case .whileLoop(let condition):
            try step(condition.span)
            if try evalBool(condition, &task.env) {
                task.frames[index].pc = 0
                task.env.scope.push()
                return
            }
        }
        task.env.scope.truncate(to: frame.scopeDepth - 1)
        task.frames.removeLast()
    }

    /// `break` or `continue` inside frames: leaves the inner blocks up to the nearest loop.
    private func unwindLoop(_ task: inout TaskMachine, breaking: Bool, at span: SourceSpan) throws(RuntimeError) {
        while let top = task.frames.last {
            if case .block = top.kind {
                task.env.scope.truncate(to: top.scopeDepth - 1)
                task.frames.removeLast()
                continue
            }
            let index = task.frames.count - 1
            if breaking {
                task.env.scope.truncate(to: top.scopeDepth - 1)
                task.frames.removeLast()
            } else {
                task.frames[index].pc = top.statements.count
            }
            return
        }
        throw RuntimeError("'\(breaking ? "break" : "continue")' outside a loop", at: span)
    }

    /// The seconds a `try? await Task.sleep(…)` statement sleeps; nil for other statements.
    private func sleepDuration(_ statement: Stmt, _ env: inout Env) throws(RuntimeError) -> Double? {
        guard case .expression(let expr) = statement.kind, let call = expr.strippingTryAwait,
            case .call(let callee, let arguments) = call.kind,
            case .member(let base?, "sleep") = callee.kind, case .identifier("Task") = base.kind
        else { return nil }
        var args = CallArguments(arguments, callee: "Task.sleep(…)", span: call.span)
        let seconds: Double
        if let duration = try optionalArgument(&args, "for", .duration, &env) {
            guard case .duration(let s) = duration else {
                throw RuntimeError("Task.sleep(for:) needs a Duration such as .seconds(0.5)", at: call.span)
            }
            seconds = s
        } else if let nanoseconds = try optionalDouble(&args, "nanoseconds", &env) {
            seconds = nanoseconds / 1e9
        } else {
            throw RuntimeError("use Task.sleep(for: .seconds(s)) or Task.sleep(nanoseconds: n)", at: call.span)
        }
        try args.finish()
        guard seconds >= 0, seconds.isFinite else {
            throw RuntimeError("Task.sleep needs a finite duration ≥ 0", at: call.span)
        }
        return seconds
    }
}

extension Expr {
    /// The expression under `try`, `try?` and `await`, when there is an `await`.
    var strippingTryAwait: Expr? {
        switch kind {
        case .tryExpr(let inner, _): inner.strippingTryAwait
        case .awaitExpr(let inner): inner.strippingTryAwait ?? inner
        default: nil
        }
    }
}

extension Stmt {
    /// Whether the statement, or one nested in it, awaits (and so may suspend a task).
    var containsAwait: Bool {
        switch kind {
        case .expression(let expr): expr.strippingTryAwait != nil
        case .binding(let binding): binding.initializer?.strippingTryAwait != nil
        case .ifElse(let s): s.then.contains { $0.containsAwait } || (s.otherwise ?? []).contains { $0.containsAwait }
        case .switchCase(let s): s.cases.contains { $0.body.contains { $0.containsAwait } }
        case .forIn(_, _, let body), .whileLoop(_, let body), .block(let body): body.contains { $0.containsAwait }
        case .returnValue(let expr): expr?.strippingTryAwait != nil
        case .breakLoop, .continueLoop: false
        }
    }
}
