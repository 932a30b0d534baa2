import FlipbookModel
import FlipbookSyntax

/// A renderable `#Preview` of a scene file.
public struct ScenePreview: Hashable, Sendable {
    public var index: Int
    /// The preview's name, or nil when it has none.
    public var name: String?
    /// The size from `traits: .fixedLayout(width:height:)`, if given.
    public var canvas: Size?
    public var span: SourceSpan
}

/// What running a preview gives the later stages.
public struct RunResult: Sendable {
    public var transactions: [SceneTransaction]
    /// Runs the scene's own shapes and effects for layout and sampling.
    public var evaluator: any LiveEvaluating
    /// Warnings (duplicate ids…), each once.
    public var warnings: [Diagnostic]
    /// True when the run stopped with work still scheduled (a timer that repeats forever).
    public var isEndless: Bool
    /// The appearance a `.preferredColorScheme` asked for, for the whole canvas.
    public var preferredColorScheme: ColorScheme?
    /// Scripted taps after the end of the run (they have no effect).
    public var unreachedTaps: [ScriptedTap] = []
    /// The layouts the run already made of some transactions' trees (to give their geometry
    /// readers their sizes), by transaction index: the render stage need not make them again.
    public var layouts: [Int: LayoutTree] = [:]
}

/// The `run` stage's entry points.
public enum SceneRunner {
    /// The run's thread stack: the interpreter recurses as deeply as the scene's code nests.
    static let runStackSize = 512 << 20

    /// The previews of a program, with their names and canvas sizes.
    public static func previews(of program: SceneProgram) throws(DiagnosticList) -> [ScenePreview] {
        try LargeStackThread.run(stackSize: runStackSize) { () -> Result<[ScenePreview], DiagnosticList> in
            Result { () throws(DiagnosticList) in try findPreviews(of: program) }
        }.get()
    }

    private static func findPreviews(of program: SceneProgram) throws(DiagnosticList) -> [ScenePreview] {
        let interpreter = Interpreter(program: program, prelude: .prelude(for: program.source + program.includedText))
        try checkDeclarations(of: interpreter)
        var result: [ScenePreview] = []
        for (index, preview) in program.previews.enumerated() {
            var canvas: Size?
            for trait in preview.traits {
                do {
                    let value = try interpreter.eval(trait, .native("PreviewTrait"), Env(scope: interpreter.globalScope))
                    if case .tuple(let parts, _) = value, parts.count == 2, let w = parts[0].asDouble, let h = parts[1].asDouble {
                        canvas = Size(width: w, height: h)
                    }
                } catch {
                    throw DiagnosticList([error.diagnostic(at: trait.span)])
                }
            }
            result.append(ScenePreview(index: index, name: preview.name, canvas: canvas, span: preview.span))
        }
        if result.isEmpty {
            let candidates = program.viewsWithoutArguments.map(\.name)
            let example = candidates.first ?? "MyScene"
            let choice = candidates.count > 1 ? " (views that need no arguments: \(candidates.joined(separator: ", ")))" : ""
            throw DiagnosticList([
                .error(
                    "the file has no #Preview; add one, for example #Preview { \(example)() }\(choice)",
                    at: SourceSpan(
                        file: program.fileName, start: .init(line: 1, column: 1, offset: 0),
                        end: .init(line: 1, column: 1, offset: 0)))
            ])
        }
        return result
    }

    /// The errors in the program's declarations (redeclarations, missing returns…), at most
    /// `SceneParser.maximumErrors` of them, as for a file's syntax errors.
    private static func checkDeclarations(of interpreter: Interpreter) throws(DiagnosticList) {
        let found = interpreter.index.diagnostics
        guard !found.isEmpty else { return }
        throw DiagnosticList(DiagnosticOrdering.ordered(found, maximumErrors: SceneParser.maximumErrors))
    }

    /// Runs preview `index` and returns its transactions, the first being the state at t = 0.
    public static func run(_ program: SceneProgram, preview index: Int, options: RunOptions) throws(DiagnosticList) -> RunResult {
        try LargeStackThread.run(stackSize: runStackSize) { () -> Result<RunResult, DiagnosticList> in
            Result { () throws(DiagnosticList) in try runOnThisThread(program, preview: index, options: options) }
        }.get()
    }

    private static func runOnThisThread(
        _ program: SceneProgram, preview index: Int, options: RunOptions
    ) throws(DiagnosticList) -> RunResult {
        let interpreter = Interpreter(program: program, prelude: .prelude(for: program.source + program.includedText))
        try checkDeclarations(of: interpreter)
        let run = SceneRun(interpreter: interpreter, preview: program.previews[index], options: options)
        var diagnostics: [Diagnostic] = []
        do {
            try run.run()
        } catch {
            diagnostics.append(error.diagnostic(at: program.previews[index].span))
        }
        let actionErrors = run.errors.map(\.diagnostic).filter { found in
            !diagnostics.contains { $0.description == found.description }
        }
        diagnostics.insert(contentsOf: actionErrors, at: 0)
        if !diagnostics.isEmpty { throw DiagnosticList(diagnostics) }
        return RunResult(
            transactions: run.transactions, evaluator: LiveEvaluator(freezing: interpreter),
            warnings: program.warnings.filter { !interpreter.warnings.contains($0) } + interpreter.warnings,
            isEndless: run.stoppedEarly,
            preferredColorScheme: interpreter.preferredColorScheme, unreachedTaps: run.unreachedTaps,
            layouts: run.layouts)
    }
}

extension Interrupt {
    /// The error as a diagnostic; control flow that escaped its function is located at `span`.
    func diagnostic(at span: SourceSpan) -> Diagnostic {
        switch self {
        case .error(let error): error.diagnostic
        case .thrown(let value, let throwSpan): .error("an error was thrown and not caught: \(value)", at: throwSpan)
        case .returned, .breakLoop, .continueLoop:
            .error("'return', 'break' or 'continue' outside of its function or loop", at: span)
        case .chainNil: .error("an optional chain ended outside of its expression", at: span)
        case .terminated: .error("the run ended", at: span)
        }
    }
}
