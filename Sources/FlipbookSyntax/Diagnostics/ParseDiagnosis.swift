import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// swift-syntax's diagnostics of a tree, in time linear in the size of the file.
///
/// swift-syntax's generator costs more than linear time per error on a mangled file:
/// - each diagnostic it adds is checked against every node handled so far (a line of 16 000 `\`
///   took 8.6 s);
/// - for a statement that follows another on its line without a `;`, it works out the line's
///   indentation (for a fix-it Flipbook does not show) by walking back token by token to the start
///   of the line (a 40 KB line of `x x x …` took 57 s);
/// - for a missing node, it lists the tokens of its ancestors (`Text("a") as as as …`: 19 s).
///
/// A file shows its first `SceneParser.maximumErrors` errors, so the generator is given the
/// subtrees that hold the first `generatorSites` errors (missing tokens and unexpected code), at
/// most `sitesPerCall` at a time; each later error gets a terse message of Flipbook's own, for
/// the count of errors not shown and for `SyntaxLowerer`'s broken regions. A file with few errors
/// is diagnosed by one call on the whole tree, as before.
enum ParseDiagnosis {
    /// Errors the generator is given in one call.
    static let sitesPerCall = 50
    /// Errors, in source order, that the generator diagnoses: twice what a file shows, since it
    /// merges neighbouring missing tokens into one message.
    static let generatorSites = 2 * SceneParser.maximumErrors

    static func diagnostics(for root: Syntax) -> [Diagnostic] {
        let sites = ErrorSites(under: root)
        guard sites.count > sitesPerCall else { return ParseDiagnosticsGenerator.diagnostics(for: root) }
        var found: [Diagnostic] = []
        var given = 0
        // Depth-first, in source order, with a stack of its own: the tree's depth is the user's.
        var pending = [root]
        while let node = pending.popLast() {
            guard node.hasError else { continue }
            let count = sites.count(within: node)
            let more: [Diagnostic]
            if given >= generatorSites {
                more = TerseParseError.diagnostics(under: node)
            } else if count > sitesPerCall && !TerseParseError.isSite(node) {
                // A site is diagnosed whole: many missing tokens may share its position.
                pending += node.children(viewMode: .all).reversed()
                continue
            } else {
                more = ParseDiagnosticsGenerator.diagnostics(for: node)
                given += count
            }
            found += more
            // Past the parser's nesting limit the generator says so and nothing more: what
            // follows is the limit's doing.
            if more.contains(where: { $0.message == StaticParserError.maximumNestingLevelOverflow.message }) { break }
        }
        // A tree with errors is never passed as sound, whatever the generator made of its parts.
        if !found.contains(where: { $0.diagMessage.severity == .error }) {
            found += TerseParseError.diagnostics(under: root)
        }
        return found.sorted { $0.position < $1.position }
    }
}

/// Where a tree's syntax errors are: its missing tokens and its unexpected code.
private struct ErrorSites {
    /// Their positions, sorted.
    private var positions: [AbsolutePosition] = []

    init(under root: Syntax) {
        var pending = [root]
        while let node = pending.popLast() {
            guard node.hasError else { continue }
            if TerseParseError.isSite(node) { positions.append(node.position) }
            pending += node.children(viewMode: .all)
        }
        positions.sort()
    }

    var count: Int { positions.count }

    /// How many lie within `node` (about: a missing token at its end may be its neighbour's).
    func count(within node: Syntax) -> Int {
        firstIndex(notBefore: node.endPosition, strictly: true) - firstIndex(notBefore: node.position)
    }

    private func firstIndex(notBefore position: AbsolutePosition, strictly: Bool = false) -> Int {
        var (low, high) = (0, positions.count)
        while low < high {
            let middle = (low + high) / 2
            let found = positions[middle]
            if found < position || (strictly && found == position) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Flipbook's own message for a syntax error past the ones swift-syntax words: what is missing,
/// or that code is unexpected, at the place swift-syntax would put it.
struct TerseParseError: DiagnosticMessage {
    let message: String
    var diagnosticID: MessageID { MessageID(domain: "Flipbook", id: "terseParseError") }
    var severity: DiagnosticSeverity { .error }

    static func isSite(_ node: Syntax) -> Bool {
        node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing
    }

    /// One diagnostic per missing token or piece of unexpected code under `root`.
    static func diagnostics(under root: Syntax) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var pending = [root]
        while let node = pending.popLast() {
            guard node.hasError else { continue }
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                if unexpected.hasMaximumNestingLevelOverflow {
                    found.append(Diagnostic(node: node, message: StaticParserError.maximumNestingLevelOverflow))
                    continue
                }
                let text = unexpected.trimmedDescription
                let shown = text.count > 20 ? text.prefix(20) + "…" : Substring(text)
                found.append(Diagnostic(node: node, message: TerseParseError(message: "unexpected code '\(shown)'")))
                continue
            }
            if let token = node.as(TokenSyntax.self), token.presence == .missing {
                let position = token.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia
                found.append(Diagnostic(node: node, position: position, message: missing(token)))
                continue
            }
            pending += node.children(viewMode: .all)
        }
        return found
    }

    /// swift-syntax's wording where it is plain: a separator between statements on one line, a
    /// missing expression, type or name.
    private static func missing(_ token: TokenSyntax) -> any DiagnosticMessage {
        let parent = token.parent
        if token.tokenKind == .semicolon {
            if parent?.is(CodeBlockItemSyntax.self) == true { return StaticParserError.consecutiveStatementsOnSameLine }
            if parent?.is(MemberBlockItemSyntax.self) == true { return StaticParserError.consecutiveDeclarationsOnSameLine }
        }
        let what: String
        if parent?.is(MissingExprSyntax.self) == true {
            what = "expression"
        } else if parent?.is(MissingTypeSyntax.self) == true {
            what = "type"
        } else if parent?.is(MissingPatternSyntax.self) == true {
            what = "pattern"
        } else if parent?.is(MissingDeclSyntax.self) == true {
            what = "declaration"
        } else if token.text.isEmpty {
            what = "name"
        } else {
            what = "'\(token.text)'"
        }
        return TerseParseError(message: "expected \(what)")
    }
}
