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

/// The `run` stage's entry points.
public enum SceneRunner {
    /// The previews of a program, with their names and canvas sizes.
    public static func previews(of program: SceneProgram) throws(DiagnosticList) -> [ScenePreview] {
        try LargeStackThread.run { () -> Result<[ScenePreview], DiagnosticList> in
            Result { () throws(DiagnosticList) in try findPreviews(of: program) }
        }.get()
    }

    private static func findPreviews(of program: SceneProgram) throws(DiagnosticList) -> [ScenePreview] {
        do throws(RuntimeError) {
            let interpreter = try Interpreter(program: program)
            var result: [ScenePreview] = []
            for (index, preview) in program.previews.enumerated() {
                var canvas: Size?
                for trait in preview.traits {
                    var env = Env(owner: nil)
                    let value = try interpreter.eval(trait, .previewTrait, &env)
                    guard case .fixedLayout(let size) = value else {
                        throw RuntimeError("only the .fixedLayout(width:height:) trait is supported", at: trait.span)
                    }
                    canvas = size
                }
                result.append(ScenePreview(index: index, name: preview.name, canvas: canvas, span: preview.span))
            }
            if result.isEmpty {
                throw RuntimeError(
                    "the file has no #Preview; add one, for example #Preview { MyScene() }",
                    at: SourceSpan(file: program.fileName, start: .init(line: 1, column: 1, offset: 0),
                                   end: .init(line: 1, column: 1, offset: 0)))
            }
            return result
        } catch {
            throw DiagnosticList([error.diagnostic])
        }
    }

    /// Runs preview `index` and returns its transactions, the first being the state at t = 0.
    /// - Parameter timeLimit: the clip's end; nil runs until nothing more is scheduled.
    public static func run(_ program: SceneProgram, preview index: Int, timeLimit: Double?) throws(DiagnosticList) -> [SceneTransaction] {
        try LargeStackThread.run { () -> Result<[SceneTransaction], DiagnosticList> in
            Result { () throws(DiagnosticList) in try runOnThisThread(program, preview: index, timeLimit: timeLimit) }
        }.get()
    }

    private static func runOnThisThread(_ program: SceneProgram, preview index: Int, timeLimit: Double?) throws(DiagnosticList) -> [SceneTransaction] {
        do throws(RuntimeError) {
            let interpreter = try Interpreter(program: program)
            let run = SceneRun(interpreter: interpreter, preview: program.previews[index], timeLimit: timeLimit)
            try run.run()
            return run.transactions
        } catch {
            throw DiagnosticList([error.diagnostic])
        }
    }
}
