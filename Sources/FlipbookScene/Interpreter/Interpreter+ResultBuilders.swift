import FlipbookModel
import FlipbookSyntax

/// The scene's own `@resultBuilder` types (SE-0289): a body written under one is transformed
/// statement by statement into calls of the builder's static methods, as the compiler does.
///
/// - each expression statement is a component, through `buildExpression` when the builder has
///   one;
/// - the components of a block are combined by `buildPartialBlock(first:)` and
///   `buildPartialBlock(accumulated:next:)` when the builder has them, else by one
///   `buildBlock(…)` call;
/// - `if` without `else` is `buildOptional`, `if`/`else` and `switch` are `buildEither(first:)`
///   and `buildEither(second:)` over a balanced tree of the branches;
/// - `for … in` collects each iteration's block into `buildArray`;
/// - `ForEach` goes to `_buildForEach` when the builder declares it (`Interpreter+BuilderForEach`);
/// - the whole body goes through `buildFinalResult` when the builder has one.
///
/// A body with an explicit `return` is not transformed, as in Swift.
extension Interpreter {
    /// The result builder among attribute names (`@ArrayBuilder`), if one is the scene's.
    /// An attribute named like a result builder (`@GlitchBuilder`) that no file read declares
    /// and that is not one of SwiftUI's builders.
    func isUnknownResultBuilder(_ name: String) -> Bool {
        name.hasSuffix("Builder") && name.first?.isUppercase == true && !Self.swiftUIBuilders.contains(name)
            && index.resolveType(name, from: nil) == nil
    }

    /// SwiftUI's and Charts' result builders, which Flipbook reads without a declaration.
    static let swiftUIBuilders: Set<String> = [
        "ViewBuilder", "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder", "TableColumnBuilder",
        "TableRowBuilder", "ChartContentBuilder", "KeyframesBuilder", "KeyframeTrackContentBuilder",
        "AccessibilityRotorContentBuilder", "TabContentBuilder", "MapContentBuilder", "WidgetBundleBuilder",
        "AttributedTextFormattingDefinitionBuilder", "ContentBuilder", "ShapeBuilder",
    ]

    func resultBuilder(named names: [String]) -> TypeInfo? {
        for name in names {
            let simple = name.split(separator: "<").first.map(String.init) ?? name
            if let type = index.resolveType(simple, from: nil), type.isResultBuilder { return type }
        }
        return nil
    }

    /// The value of a body transformed by `builder`.
    func buildResult(_ body: [Stmt], with builder: TypeInfo, at span: SourceSpan, _ env: Env) throws(Interrupt) -> Value {
        let block = try buildBlock(body, with: builder, at: span, env.child())
        guard builder.staticMethods["buildFinalResult"] != nil else { return block }
        return try callBuilder(builder, "buildFinalResult", [block], at: span, env)
    }

    /// A function passed by name where a builder closure is expected (`.toolbar(content:
    /// EditButton.init)`): what it returns is the one component of a block the builder builds.
    func builtFromResult(of function: Function, with builder: TypeInfo) -> Function {
        let native = NativeFunction { interpreter, values, span throws(Interrupt) in
            let env = Env(scope: interpreter.globalScope)
            var component = try interpreter.callFunction(function, values, at: span)
            if builder.staticMethods["buildExpression"] != nil {
                component = try interpreter.callBuilder(builder, "buildExpression", [component], at: span, env)
            }
            let block = try interpreter.combine([component], with: builder, at: span, env)
            guard builder.staticMethods["buildFinalResult"] != nil else { return block }
            return try interpreter.callBuilder(builder, "buildFinalResult", [block], at: span, env)
        }
        return Function(.native(native), name: function.name, span: function.span)
    }

    private func buildBlock(
        _ statements: [Stmt], with builder: TypeInfo, at span: SourceSpan, _ env: Env
    )
        throws(Interrupt) -> Value
    {
        var components: [Value] = []
        for statement in statements {
            try step(statement.span)
            if let component = try buildComponent(statement, with: builder, env) { components.append(component) }
        }
        return try combine(components, with: builder, at: span, env)
    }

    /// The component one statement adds, or nil for a declaration.
    private func buildComponent(_ statement: Stmt, with builder: TypeInfo, _ env: Env) throws(Interrupt) -> Value? {
        switch statement.kind {
        case .expression(let expr):
            if let component = try builderForEach(expr, with: builder, env) { return component }
            let value = try eval(expr, nil, env)
            guard builder.staticMethods["buildExpression"] != nil else { return value }
            return try callBuilder(builder, "buildExpression", [value], at: expr.span, env)
        case .declaration(let decl):
            try declareLocal(decl, env)
            return nil
        case .if(let ifStmt):
            return try buildIf(ifStmt, with: builder, at: statement.span, env)
        case .switch(let switchStmt):
            let subject = try eval(switchStmt.subject, nil, env)
            try checkExhaustive(switchStmt, subject)
            for (index, switchCase) in switchStmt.cases.enumerated() {
                let inner = env.child()
                guard try caseMatches(switchCase, subject, inner) else { continue }
                let block = try buildBlock(switchCase.body, with: builder, at: statement.span, inner)
                return try either(block, branch: index, of: switchStmt.cases.count, with: builder, at: statement.span, env)
            }
            throw .error("no case of the switch matches \(describe(subject))", at: switchStmt.subject.span)
        case .forIn(let forIn):
            return try buildLoop(forIn, with: builder, at: statement.span, env)
        case .unsupported(let message):
            throw .error(message, at: statement.span)
        default:
            throw .error(
                "this statement cannot appear in a body built by '@\(builder.simpleName)'", at: statement.span)
        }
    }

    /// `if` with `else`: one branch of the chain, wrapped by `buildEither`; without a final
    /// `else`, the chain is optional (`buildOptional`).
    private func buildIf(
        _ statement: IfStmt, with builder: TypeInfo, at span: SourceSpan, _ env: Env
    )
        throws(Interrupt) -> Value
    {
        var chain: [IfStmt] = [statement]
        var finalElse: [Stmt]?
        while let otherwise = chain[chain.count - 1].otherwise {
            if otherwise.count == 1, case .if(let nested) = otherwise[0].kind {
                chain.append(nested)
            } else {
                finalElse = otherwise
                break
            }
        }
        let branches = chain.count + (finalElse == nil ? 0 : 1)
        var taken: (index: Int, block: Value)?
        for (index, link) in chain.enumerated() {
            let inner = env.child()
            if try conditions(link.conditions, inner) {
                taken = (index, try buildBlock(link.then, with: builder, at: span, inner))
                break
            }
        }
        if taken == nil, let finalElse {
            taken = (chain.count, try buildBlock(finalElse, with: builder, at: span, env.child()))
        }
        if finalElse != nil, let taken {
            return try either(taken.block, branch: taken.index, of: branches, with: builder, at: span, env)
        }
        guard builder.staticMethods["buildOptional"] != nil else {
            throw .error("'@\(builder.simpleName)' has no buildOptional, so 'if' without 'else' cannot be used", at: span)
        }
        let wrapped = try taken.map { taken throws(Interrupt) in
            try either(taken.block, branch: taken.index, of: branches, with: builder, at: span, env)
        }
        return try callBuilder(builder, "buildOptional", [wrapped ?? .none], at: span, env)
    }

    /// Branch `branch` of `count`, as the compiler nests `buildEither` calls: a balanced
    /// binary tree whose first half is `first:`.
    private func either(
        _ block: Value, branch: Int, of count: Int, with builder: TypeInfo, at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        guard count > 1 else { return block }
        guard builder.staticMethods["buildEither"] != nil else {
            throw .error("'@\(builder.simpleName)' has no buildEither, so 'if'/'else' and 'switch' cannot be used", at: span)
        }
        let firstHalf = (count + 1) / 2
        if branch < firstHalf {
            let inner = try either(block, branch: branch, of: firstHalf, with: builder, at: span, env)
            return try callBuilder(builder, "buildEither", [inner], labels: ["first"], at: span, env)
        }
        let inner = try either(block, branch: branch - firstHalf, of: count - firstHalf, with: builder, at: span, env)
        return try callBuilder(builder, "buildEither", [inner], labels: ["second"], at: span, env)
    }

    private func buildLoop(
        _ forIn: ForInStmt, with builder: TypeInfo, at span: SourceSpan, _ env: Env
    )
        throws(Interrupt) -> Value
    {
        guard builder.staticMethods["buildArray"] != nil else {
            throw .error("'@\(builder.simpleName)' has no buildArray, so 'for … in' cannot be used", at: span)
        }
        let sequence = try eval(forIn.sequence, nil, env)
        var iterator = try makeIterator(sequence, at: forIn.sequence.span)
        var blocks: [Value] = []
        while let element = try iterator.next(self) {
            try step(forIn.sequence.span)
            let inner = env.child()
            guard try bind(forIn.pattern, to: element, in: inner.scope, env: inner, isLet: true) else { continue }
            if let whereClause = forIn.whereClause, try !condition(whereClause, inner) { continue }
            blocks.append(try buildBlock(forIn.body, with: builder, at: span, inner))
            try checkSize(blocks.count, at: forIn.sequence.span)
        }
        return try callBuilder(builder, "buildArray", [.array(blocks)], at: span, env)
    }

    private func combine(
        _ components: [Value], with builder: TypeInfo, at span: SourceSpan, _ env: Env
    )
        throws(Interrupt) -> Value
    {
        if builder.staticMethods["buildPartialBlock"] != nil, let first = components.first {
            var accumulated = try callBuilder(builder, "buildPartialBlock", [first], labels: ["first"], at: span, env)
            for next in components.dropFirst() {
                accumulated = try callBuilder(
                    builder, "buildPartialBlock", [accumulated, next], labels: ["accumulated", "next"], at: span, env)
            }
            return accumulated
        }
        guard builder.staticMethods["buildBlock"] != nil else {
            throw .error("'@\(builder.simpleName)' has no static buildBlock", at: span)
        }
        return try callBuilder(builder, "buildBlock", components, at: span, env)
    }

    /// `Builder.name(values…)`.
    private func callBuilder(
        _ builder: TypeInfo, _ name: String, _ values: [Value], labels: [String?] = [], at span: SourceSpan, _ env: Env
    ) throws(Interrupt) -> Value {
        var (arguments, scope) = literalArguments(values, env)
        for (i, label) in labels.enumerated() where i < arguments.count { arguments[i].label = label }
        return try callStatic(
            .declared(builder), name, arguments, nil, at: span, nameSpan: span,
            Env(scope: scope, typeContext: env.typeContext))
    }
}

extension Stmt {
    /// A `return` statement (a body that has one is not transformed by a result builder).
    var isReturn: Bool {
        if case .return = kind { return true }
        return false
    }

    /// Whether a `return` is among these statements or the blocks they contain (not in a
    /// closure's or a nested function's body): Swift then does not apply the body's result
    /// builder, and the body is an ordinary function body.
    static func containReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .return: true
            case .if(let ifStmt): containReturn(ifStmt.then) || containReturn(ifStmt.otherwise ?? [])
            case .guard(_, let body), .while(_, let body), .repeat(let body, _), .defer(let body): containReturn(body)
            case .forIn(let forIn): containReturn(forIn.body)
            case .switch(let switchStmt): switchStmt.cases.contains { containReturn($0.body) }
            case .do(let body, let catches): containReturn(body) || catches.contains { containReturn($0.body) }
            case .labeled(_, let inner): containReturn([inner])
            default: false
            }
        }
    }
}
