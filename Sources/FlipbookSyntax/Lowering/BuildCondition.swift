import SwiftOperators
import SwiftSyntax

/// The value of an `#if` condition in an iOS build, which is what Flipbook renders.
///
/// `os(iOS)`, `canImport` of the frameworks an iOS app links (`SwiftUI`, `UIKit`, `Foundation`,
/// `Combine`, `Observation`, `Charts`…), `DEBUG`, `swift(>=…)`, `compiler(>=…)`, a 64-bit
/// little-endian ARM machine and `targetEnvironment(simulator)` hold (Xcode's previews are debug
/// builds run in the simulator); other platforms, other flags and unknown checks do not. `!`, `&&`, `||` and parentheses combine them.
enum BuildCondition {
    static let importableModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreGraphics", "QuartzCore",
        "Swift", "_Concurrency", "Charts",
    ]
    static let customConditions: Set<String> = ["DEBUG"]

    static func holds(_ condition: ExprSyntax, operators: OperatorTable) -> Bool {
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // An unknown operator is invalid Swift, and the parser's error already says so.
            guard let folded = try? operators.foldSingle(sequence) else { return false }
            return holds(folded, operators: operators)
        }
        switch condition.as(ExprSyntaxEnum.self) {
        case .booleanLiteralExpr(let literal):
            return literal.literal.tokenKind == .keyword(.true)
        case .declReferenceExpr(let reference):
            return customConditions.contains(reference.baseName.text)
        case .prefixOperatorExpr(let prefix):
            return prefix.operator.text == "!" && !holds(prefix.expression, operators: operators)
        case .infixOperatorExpr(let infix):
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
            if op == "&&" {
                return holds(infix.leftOperand, operators: operators) && holds(infix.rightOperand, operators: operators)
            }
            if op == "||" {
                return holds(infix.leftOperand, operators: operators) || holds(infix.rightOperand, operators: operators)
            }
            return false
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first else { return false }
            return holds(only.expression, operators: operators)
        case .functionCallExpr(let call):
            return check(call)
        default:
            return false
        }
    }

    /// `os(iOS)`, `canImport(SwiftUI)`, `swift(>=5.9)`…
    private static func check(_ call: FunctionCallExprSyntax) -> Bool {
        guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression
        else { return false }
        let value = argument.trimmedDescription
        switch function {
        case "os": return value == "iOS"
        case "canImport": return importableModules.contains(value)
        case "arch": return value == "arm64"
        case "_endian": return value == "little"
        case "_pointerBitWidth": return value == "_64"
        case "_runtime": return value == "_ObjC"
        case "targetEnvironment": return value == "simulator"
        case "swift", "compiler":
            // Flipbook reads any Swift version's code: `>=` holds and `<` does not.
            return argument.as(PrefixOperatorExprSyntax.self)?.operator.text == ">="
        default:
            // `targetEnvironment(macCatalyst)`, `hasFeature(…)`, `hasAttribute(…)` and unknown checks.
            return false
        }
    }
}
