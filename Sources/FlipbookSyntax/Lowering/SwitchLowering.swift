import FlipbookModel
import SwiftSyntax

/// Lowering of `switch` (statement or expression) and `do`-`catch`.
extension SyntaxLowerer {
    /// `switch subject { case p where c, q: … default: … }`.
    func lowerSwitch(_ node: SwitchExprSyntax) -> SwitchStmt {
        SwitchStmt(subject: lowerExpr(node.subject), cases: lowerCases(node.cases))
    }

    /// The cases, with those of active `#if` clauses.
    private func lowerCases(_ list: SwitchCaseListSyntax) -> [SwitchCase] {
        list.flatMap { element -> [SwitchCase] in
            switch element {
            case .switchCase(let switchCase):
                return [lowerCase(switchCase)]
            case .ifConfigDecl(let ifConfig):
                return activeSwitchCases(of: ifConfig).map { lowerCases($0) } ?? []
            }
        }
    }

    /// `default:` and `@unknown default:` have no items: for the enums a scene can switch over,
    /// `@unknown` changes nothing.
    private func lowerCase(_ node: SwitchCaseSyntax) -> SwitchCase {
        var items: [CaseItem] = []
        if case .case(let label) = node.label {
            items = label.caseItems.map { item in
                CaseItem(
                    pattern: lowerMatchingPattern(item.pattern),
                    whereClause: item.whereClause.map { lowerExpr($0.condition) })
            }
        }
        return SwitchCase(items: items, body: lowerBlock(node.statements), span: span(node))
    }

    /// `do { … } catch let e as E where … { … } catch { … }`. A typed `do throws(E)` needs no
    /// record: the thrown values are what they are.
    func lowerDo(_ node: DoStmtSyntax) -> StmtKind {
        let catches = node.catchClauses.map { clause in
            let items = clause.catchItems.map { item in
                CaseItem(
                    pattern: item.pattern.map { lowerMatchingPattern($0) } ?? Pattern(.wildcard, span: span(item)),
                    whereClause: item.whereClause.map { lowerExpr($0.condition) })
            }
            return CatchClause(items: items, body: lowerBlock(clause.body.statements), span: span(clause))
        }
        return .do(body: lowerBlock(node.body.statements), catches: catches)
    }
}
