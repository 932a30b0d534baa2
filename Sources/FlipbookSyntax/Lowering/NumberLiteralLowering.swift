import FlipbookModel
import SwiftSyntax

/// Lowering of integer and floating-point literals.
extension SyntaxLowerer {
    /// Decimal, hexadecimal (`0xFF`), octal (`0o17`) and binary (`0b101`) integers, with `_`
    /// separators; a literal that does not fit in `Int` is reported.
    func lowerInteger(_ node: IntegerLiteralExprSyntax) -> ExprKind? {
        guard let value = node.representedLiteralValue else {
            error("integer literal '\(node.literal.text)' does not fit in Int", at: node)
            return nil
        }
        return .integer(value)
    }

    /// Decimal (`0.5`, `1e-3`) and hexadecimal (`0x1p4`) floating-point literals, with `_`.
    func lowerFloat(_ node: FloatLiteralExprSyntax) -> ExprKind? {
        guard let value = node.representedLiteralValue, value.isFinite else {
            error("floating-point literal '\(node.literal.text)' is not a finite Double", at: node)
            return nil
        }
        return .double(value)
    }
}
