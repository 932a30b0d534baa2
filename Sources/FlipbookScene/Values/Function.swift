import FlipbookModel
import FlipbookSyntax

/// A function value: a closure, a declared function or method (bound to its `self`), a native
/// function, or an initializer or enum case used as a function (`items.map(Item.init)`).
final class Function: @unchecked Sendable {
    enum Body {
        case closure(ClosureExpr, scope: Scope, typeContext: TypeInfo?)
        /// A declared function; a method carries the `self` it was taken from.
        case declared(FunctionDecl, receiver: Value?, owner: TypeInfo?)
        case native(NativeFunction)
        case initializer(TypeValue)
        case enumCase(TypeInfo, String)
    }

    let body: Body
    let name: String
    let span: SourceSpan
    /// Whether calling it builds views (a `@ViewBuilder` closure: each statement is a child).
    var buildsViews = false
    /// The `@resultBuilder` that transforms its body (a closure passed to a parameter marked
    /// with one).
    var resultBuilder: TypeInfo?
    /// The result type of the parameter a closure was passed to, for its body's implicit members.
    var resultHint: TypeValue?
    /// The parameter types of the parameter a closure was passed to, for the implicit members
    /// of the arguments it is called with (`completion(.success(items))`).
    var parameterHints: [TypeValue?] = []
    /// A nested function's enclosing scope, whose variables it reads and writes.
    var capturedScope: Scope?

    init(_ body: Body, name: String, span: SourceSpan) {
        self.body = body
        self.name = name
        self.span = span
    }

    var isAsync: Bool {
        switch body {
        case .closure(let closure, _, _): closure.isAsync || Function.awaits(closure.body)
        case .declared(let decl, _, _): decl.isAsync
        case .native, .initializer, .enumCase: false
        }
    }

    /// Whether statements contain an `await` (a closure whose type is not written is async
    /// when its body awaits).
    static func awaits(_ statements: [Stmt]) -> Bool {
        statements.contains { AwaitScan.contains($0) }
    }
}

/// A function implemented by the interpreter, taking positional arguments.
struct NativeFunction: Sendable {
    let run: @Sendable (Interpreter, [Value], SourceSpan) throws(Interrupt) -> Value
}
