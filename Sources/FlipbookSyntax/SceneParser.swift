import FlipbookModel
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Parses scene source text into a `SceneProgram` (the `parse` stage).
///
/// A scan of the raw text rejects the nesting swift-syntax's parser cannot handle in linear time
/// (`LexicalNestingScan`); swift-syntax parses the file and reports syntax errors;
/// `SyntaxDepthScan` sets aside the top-level items nested too deeply to walk safely; then
/// `SyntaxLowerer` builds the AST, folding each operator sequence by precedence
/// (`SwiftOperators`) as it reaches it, and reporting what Flipbook cannot run.
///
/// Hostile input cannot crash or hang it: the work runs on a thread with a large stack, every
/// recursion over the syntax tree or the AST is bounded (the limits below), and the whole stage
/// is linear in the size of the file.
public enum SceneParser {
    /// The deepest nesting of expressions, statements, patterns, types and declarations the AST
    /// may have. Deeper input (`1 + 1 + …` with thousands of terms, a modifier chained thousands
    /// of times) is a located error rather than a stack overflow here or in the stages that walk
    /// the AST. Real view code stays well under 100.
    public static let maximumNestingDepth = 400

    /// The bracket nesting (`(`, `[`, `{`) at which swift-syntax's parser stops with an error.
    /// Its own default in a debug build (20) is too low for ordinary view code; the parser runs
    /// on a large stack, where 256 is safe.
    public static let maximumParserNesting = 256

    /// Errors reported at most; then one note says that more were left out.
    public static let maximumErrors = 50

    /// The stack the parse runs on: enough for every bounded recursion above, in a debug build.
    static let stackSize = 256 << 20

    /// Parses `source`, naming `fileName` in every span.
    ///
    /// - Returns: the program, with its warnings, when the file has no errors.
    /// - Throws: every diagnostic found (errors and warnings, sorted by position).
    /// - Parameter renaming: top-level private names of the file to rename (`FilePrivateNames`),
    ///   those it can rename safely.
    public static func parse(
        source: String, fileName: String, renaming: Set<String> = []
    ) throws(DiagnosticList) -> SceneProgram {
        let key = ParseCache.Key(source: source, fileName: fileName, renaming: renaming)
        if let known = ParseCache.shared[key] { return try known.get() }
        let result = LargeStackThread.run(stackSize: stackSize) {
            parseOnThisThread(source: source, fileName: fileName, renaming: renaming)
        }
        ParseCache.shared[key] = result
        return try result.get()
    }

    private static func parseOnThisThread(
        source: String, fileName: String, renaming: Set<String>
    ) -> Result<SceneProgram, DiagnosticList> {
        let spans = SpanMaker(fileName: fileName, source: source)
        if let (offset, value) = ControlCharacterScan(source: source).first {
            let position = AbsolutePosition(utf8Offset: offset)
            let code = String(value, radix: 16, uppercase: true)
            let message = "unprintable control character U+\(String(repeating: "0", count: 4 - code.count))\(code) in the source"
            return .failure(DiagnosticList([.error(message, at: spans.span(from: position, to: position.advanced(by: 1)))]))
        }
        if let (offset, message) = LexicalNestingScan(source: source).firstTooDeep {
            let position = AbsolutePosition(utf8Offset: offset)
            let span = spans.span(from: position, to: position.advanced(by: 1))
            return .failure(DiagnosticList([.error(message, at: span)]))
        }
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumParserNesting) }
        let scan = SyntaxDepthScan(tree: tree)
        let syntax = SyntaxDiagnostics(tree: tree, spans: spans, scan: scan)

        var operators = OperatorTable.standardOperators
        // Redeclaring an operator or group is not an error in a scene; folding uses the last one.
        operators.addSourceFile(tree) { _ in }

        var renames: [String: String] = [:]
        if !renaming.isEmpty {
            let types = Set(tree.statements.compactMap { Self.typeName(of: $0.item) })
            for name in FilePrivateNames.renamable(renaming, typeNames: types, in: tree) {
                renames[name] = FilePrivateNames.renamed(name, inFile: fileName)
            }
        }
        let lowerer = SyntaxLowerer(
            spans: spans, operators: operators, brokenRanges: syntax.brokenRanges, renames: renames,
            repeatedTypeNames: LocalTypeNames.repeated(in: tree))
        let nestingErrors = scan.deepRegions.map { region in
            Diagnostic.error(SyntaxLowerer.nestingMessage, at: spans.span(from: region.start, to: region.end))
        }
        let declarations = lowerer.lowerSourceFile(tree, skipping: Set(scan.deepRegions.map { $0.item }))
            .map { Self.renamingTopLevel($0, renames) }

        let found = DiagnosticOrdering.ordered(
            syntax.diagnostics + nestingErrors + lowerer.diagnostics,
            maximumErrors: maximumErrors)
        if found.contains(where: { $0.severity == .error }) {
            return .failure(DiagnosticList(found))
        }
        let hoisted = Self.hoistable(lowerer.localTypes, besides: declarations)
        var program = SceneProgram(fileName: fileName, source: source, declarations: declarations + hoisted, warnings: found)
        program.hoistedTypeNames = Set(hoisted.compactMap(\.typeName))
        return .success(program)
    }

    /// A top-level declaration under the name the file gives it (see `FilePrivateNames`).
    private static func renamingTopLevel(_ declaration: Decl, _ renames: [String: String]) -> Decl {
        guard !renames.isEmpty else { return declaration }
        var declaration = declaration
        if let name = declaration.typeName {
            declaration.typeName = renames[name] ?? name
            return declaration
        }
        switch declaration.kind {
        case .function(var function):
            function.name = renames[function.name] ?? function.name
            declaration.kind = .function(function)
        case .variable(var variable):
            for index in variable.bindings.indices {
                if case .identifier(let name) = variable.bindings[index].pattern.kind, let new = renames[name] {
                    variable.bindings[index].pattern.kind = .identifier(new)
                }
            }
            declaration.kind = .variable(variable)
        default: break
        }
        return declaration
    }

    /// The name a top-level statement declares as a type, if it declares one.
    private static func typeName(of item: CodeBlockItemSyntax.Item) -> String? {
        guard case .decl(let decl) = item else { return nil }
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let p = decl.as(ProtocolDeclSyntax.self) { return p.name.text }
        if let a = decl.as(ActorDeclSyntax.self) { return a.name.text }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return t.name.text }
        return nil
    }

    /// The local types that can be declared at the file's top level: those whose name no
    /// top-level type and no other local type has (the interpreter reports the others where
    /// they are declared).
    static func hoistable(_ localTypes: [Decl], besides declarations: [Decl]) -> [Decl] {
        let topLevel = Set(declarations.compactMap(\.typeName))
        var counts: [String: Int] = [:]
        for name in localTypes.compactMap(\.typeName) { counts[name, default: 0] += 1 }
        return localTypes.filter { declaration in
            guard let name = declaration.typeName else { return false }
            return !topLevel.contains(name) && counts[name] == 1
        }
    }
}
