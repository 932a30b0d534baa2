import FlipbookModel
import SwiftSyntax

/// Lowering of expressions: the dispatch over expression kinds.
extension SyntaxLowerer {
    /// Lowers an expression.
    ///
    /// A postfix chain that contains `?` (`a?.b.c()`) is wrapped whole in `.optionalChain`, with
    /// a `.bindOptional` at each `?`, as in Swift's own AST: the chain's links are lowered with
    /// `lowerChainLink(_:)`, which counts the `?`s, and the expression that starts the chain (this
    /// function) wraps it when it saw any.
    func lowerExpr(_ node: ExprSyntax) -> Expr {
        guard Self.isChainLink(node) else { return lowerExprNode(node) }
        let outer = optionalBindings
        optionalBindings = 0
        defer { optionalBindings = outer }
        let chain = lowerChainLink(node)
        return optionalBindings > 0 ? Expr(.optionalChain(chain), span: chain.span) : chain
    }

    /// Lowers a link of a postfix chain (the base of a member access, the callee of a call…)
    /// as part of the chain around it.
    func lowerChainLink(_ node: ExprSyntax) -> Expr {
        lowerExprNode(node)
    }

    /// The kinds of expression a `?` inside them propagates through.
    static func isChainLink(_ node: ExprSyntax) -> Bool {
        switch node.kind {
        case .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr, .postfixIfConfigExpr:
            return true
        case .memberAccessExpr:
            return node.as(MemberAccessExprSyntax.self)?.base != nil
        default:
            return false
        }
    }

    private func lowerExprNode(_ node: ExprSyntax) -> Expr {
        // A sequence is folded into its operator tree, which is lowered in its place.
        if let sequence = node.as(SequenceExprSyntax.self) {
            return withFolded(sequence) { lowerExpr($0) }
        }
        // A lone parenthesised expression is just that expression, with its own span.
        if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return lowerExpr(only.expression)
        }
        return nested(node, fallback: { invalidExpr(node) }) {
            Expr(lowerExprKind(node), span: span(node))
        }
    }

    private func lowerExprKind(_ node: ExprSyntax) -> ExprKind {
        switch node.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal): return lowerInteger(literal, negated: false)
        case .floatLiteralExpr(let literal): return lowerFloat(literal, negated: false)
        case .booleanLiteralExpr(let literal): return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .nil
        case .stringLiteralExpr(let literal): return .string(lowerStringSegments(literal))
        case .simpleStringLiteralExpr(let literal): return .string(lowerStringSegments(literal))
        case .regexLiteralExpr(let literal):
            return .unsupported(message: unsupported(literal))
        case .declReferenceExpr(let reference): return lowerReference(reference)
        case .superExpr: return .identifier("super")
        case .discardAssignmentExpr: return .discard
        case .memberAccessExpr(let access): return lowerMemberAccess(access)
        case .functionCallExpr(let call): return lowerCall(call)
        case .subscriptCallExpr(let call): return lowerSubscript(call)
        case .optionalChainingExpr(let optional):
            optionalBindings += 1
            return .bindOptional(lowerChainLink(optional.expression))
        case .forceUnwrapExpr(let unwrap): return .forceUnwrap(lowerChainLink(unwrap.expression))
        case .postfixIfConfigExpr(let postfix): return lowerPostfixIfConfig(postfix)
        case .closureExpr(let closure): return .closure(lowerClosure(closure))
        case .arrayExpr(let array): return .array(array.elements.map { lowerExpr($0.expression) })
        case .dictionaryExpr(let dictionary): return lowerDictionary(dictionary)
        case .tupleExpr(let tuple): return .tuple(tuple.elements.map { lowerArgument($0) })
        case .keyPathExpr(let keyPath): return lowerKeyPath(keyPath)
        case .infixOperatorExpr(let infix): return lowerInfix(infix)
        case .prefixOperatorExpr(let prefix): return lowerPrefix(prefix)
        case .postfixOperatorExpr(let postfix):
            return .postfix(op: postfix.operator.text, operand: lowerExpr(postfix.expression))
        case .ternaryExpr(let ternary):
            return .ternary(
                condition: lowerExpr(ternary.condition), then: lowerExpr(ternary.thenExpression),
                otherwise: lowerExpr(ternary.elseExpression))
        case .asExpr(let cast): return lowerCast(cast)
        case .isExpr(let check): return .typeCheck(lowerExpr(check.expression), lowerType(check.type))
        case .tryExpr(let tryExpr): return lowerTry(tryExpr)
        case .awaitExpr(let awaitExpr): return .await(lowerExpr(awaitExpr.expression))
        case .inOutExpr(let inOut): return .inOut(lowerExpr(inOut.expression))
        case .ifExpr(let ifExpr): return .if(lowerIf(ifExpr))
        case .switchExpr(let switchExpr): return .switch(lowerSwitch(switchExpr))
        case .genericSpecializationExpr(let specialization):
            let arguments = specialization.genericArgumentClause.arguments.map { argument in
                TypeRef(genericArgument(argument), span: span(argument))
            }
            return .specialized(lowerExpr(specialization.expression), arguments)
        case .typeExpr(let type): return .type(lowerType(type.type))
        case .macroExpansionExpr(let macro): return lowerMacroExpression(macro)
        // Ownership operators change nothing an interpreter can observe.
        case .consumeExpr(let consume): return lowerExpr(consume.expression).kind
        case .copyExpr(let copy): return lowerExpr(copy.expression).kind
        case .borrowExpr(let borrow): return lowerExpr(borrow.expression).kind
        case .unsafeExpr(let unsafe): return lowerExpr(unsafe.expression).kind
        case .packExpansionExpr(let pack): return .unsupported(message: unsupported("repeat", at: pack.repeatKeyword))
        case .packElementExpr(let pack): return .unsupported(message: unsupported("each", at: pack.eachKeyword))
        case .editorPlaceholderExpr:
            error("editor placeholder in source file", at: node)
            return invalidExpr(node).kind
        case .patternExpr:
            error("a 'let' or 'var' pattern cannot appear here", at: node)
            return invalidExpr(node).kind
        case .missingExpr:
            // The parser has already reported what is missing.
            return invalidExpr(node).kind
        default:
            // Pieces of unfolded sequences (when folding failed) and experimental syntax.
            return .unsupported(message: unsupported(node))
        }
    }

    /// A stand-in for an expression that could not be lowered; an error has been recorded, so it
    /// never reaches the interpreter.
    func invalidExpr(_ node: some SyntaxProtocol) -> Expr {
        Expr(.unsupported(message: "invalid expression"), span: span(node))
    }

    /// A name (`count`, `Color`, `self`, `$0`, `$value`), or a function named with its labels.
    private func lowerReference(_ node: DeclReferenceExprSyntax) -> ExprKind {
        let name = renamed(name(of: node.baseName))
        if let labels = node.argumentNames {
            return .functionReference(name: name, argumentLabels: argumentLabels(labels))
        }
        return .identifier(name)
    }

    /// The labels of `f(_:to:)`: nil for `_`.
    func argumentLabels(_ node: DeclNameArgumentsSyntax) -> [String?] {
        node.arguments.map { $0.name.tokenKind == .wildcard ? nil : name(of: $0.name) }
    }

    /// `[k: v, …]`, or `[:]`.
    private func lowerDictionary(_ node: DictionaryExprSyntax) -> ExprKind {
        guard case .elements(let elements) = node.content else { return .dictionary([]) }
        return .dictionary(elements.map { DictionaryElement(key: lowerExpr($0.key), value: lowerExpr($0.value)) })
    }
}
