import FlipbookModel
import SwiftSyntax

/// Lowering of patterns, as Swift's type checker resolves them.
///
/// swift-syntax cannot tell a pattern from an expression, so `case .card(let c)` arrives as an
/// expression pattern holding a call whose argument is a pattern. This file turns such shapes into
/// `PatternKind`s: a call or member with a leading dot (or a capitalised type before the dot)
/// is an enum case, `x?` an optional pattern, `x as T` a cast, `nil` the case `.none`, `_` a
/// wildcard, and anything else an expression compared with `~=`. A `let`/`var` distributes to
/// the names inside it (`case let .a(x, y)`): there a name binds; outside, it is an expression.
extension SyntaxLowerer {
    /// A pattern in a declaration, a `for` loop or an optional binding: every name binds.
    func lowerDeclarationPattern(_ node: PatternSyntax) -> Pattern {
        lowerPattern(node, binds: true)
    }

    /// A pattern matched against a value (`case`, `if case`, `catch`, `for case`).
    func lowerMatchingPattern(_ node: PatternSyntax) -> Pattern {
        lowerPattern(node, binds: false)
    }

    private func lowerPattern(_ node: PatternSyntax, binds: Bool) -> Pattern {
        nested(node, fallback: { Pattern(.wildcard, span: span(node)) }) {
            switch node.as(PatternSyntaxEnum.self) {
            case .identifierPattern(let identifier):
                return Pattern(.identifier(name(of: identifier.identifier)), span: span(node))
            case .wildcardPattern, .missingPattern:
                return Pattern(.wildcard, span: span(node))
            case .tuplePattern(let tuple):
                // `(p)` is p itself.
                if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                    return lowerPattern(only.pattern, binds: binds)
                }
                let elements = tuple.elements.map { element in
                    TuplePatternElement(
                        label: element.label.map { name(of: $0) },
                        pattern: lowerPattern(element.pattern, binds: binds))
                }
                return Pattern(.tuple(elements), span: span(node))
            case .valueBindingPattern(let binding):
                let inner = lowerPattern(binding.pattern, binds: true)
                return Pattern(
                    .binding(isLet: binding.bindingSpecifier.tokenKind == .keyword(.let), inner),
                    span: span(node))
            case .isTypePattern(let isType):
                return Pattern(.isType(lowerType(isType.type)), span: span(node))
            case .expressionPattern(let expression):
                return pattern(from: expression.expression, binds: binds)
            }
        }
    }

    /// The pattern an expression-shaped pattern stands for.
    private func pattern(from expr: ExprSyntax, binds: Bool) -> Pattern {
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return withFolded(sequence) { pattern(from: $0, binds: binds) }
        }
        return nested(expr, fallback: { Pattern(.wildcard, span: span(expr)) }) {
            Pattern(patternKind(from: expr, binds: binds), span: span(expr))
        }
    }

    private func patternKind(from expr: ExprSyntax, binds: Bool) -> PatternKind {
        switch expr.as(ExprSyntaxEnum.self) {
        case .patternExpr(let inner):
            return lowerPattern(inner.pattern, binds: binds).kind
        case .discardAssignmentExpr:
            return .wildcard
        case .declReferenceExpr(let reference) where binds && reference.argumentNames == nil:
            return .identifier(name(of: reference.baseName))
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return pattern(from: only.expression, binds: binds).kind
            }
            return .tuple(tupleElements(tuple.elements, binds: binds))
        case .functionCallExpr(let call):
            if let (type, caseName) = enumCaseName(call.calledExpression) {
                return .enumCase(type: type, name: caseName, arguments: tupleElements(call.arguments, binds: binds))
            }
        case .memberAccessExpr(let access):
            if let (type, caseName) = enumCaseName(ExprSyntax(access)) {
                return .enumCase(type: type, name: caseName, arguments: nil)
            }
        case .optionalChainingExpr(let optional):
            return .optional(pattern(from: optional.expression, binds: binds))
        case .asExpr(let cast) where cast.questionOrExclamationMark == nil:
            return .cast(pattern(from: cast.expression, binds: binds), lowerType(cast.type))
        case .nilLiteralExpr:
            // Swift matches `case nil` as the case `.none` of an optional.
            return .enumCase(type: nil, name: "none", arguments: nil)
        default:
            break
        }
        return .expression(lowerExpr(expr))
    }

    private func tupleElements(_ list: LabeledExprListSyntax, binds: Bool) -> [TuplePatternElement] {
        list.map { element in
            TuplePatternElement(
                label: element.label.map { name(of: $0) },
                pattern: pattern(from: element.expression, binds: binds))
        }
    }

    /// `.name` (no type), `Type.name` or `Module.Type.name` when every name before the last is
    /// capitalised, as type names are; `name(…)` alone, as the compiler accepts inside the enum.
    private func enumCaseName(_ callee: ExprSyntax) -> (TypeRef?, String)? {
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return (nil, name(of: reference.baseName))
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil else {
            return nil
        }
        let caseName = name(of: access.declName.baseName)
        guard let base = access.base else { return (nil, caseName) }
        guard let type = typeName(base) else { return nil }
        return (type, caseName)
    }
}
