import FlipbookModel
import SwiftSyntax

/// Lowering of integer and floating-point literals.
extension SyntaxLowerer {
    /// Decimal, hexadecimal (`0xFF`), octal (`0o17`) and binary (`0b101`) integers, with `_`
    /// separators, possibly negated (`-128`); a literal that does not fit in `Int` is an error,
    /// as it is for the compiler.
    func lowerInteger(_ node: IntegerLiteralExprSyntax, negated: Bool) -> ExprKind {
        let text = node.literal.text
        let digits = (node.radix == .decimal ? Substring(text) : text.dropFirst(2)).filter { $0 != "_" }
        guard let magnitude = UInt(digits, radix: node.radix.size) else {
            error("integer literal '\(negated ? "-" : "")\(text)' overflows Int", at: node)
            return .integer(0)
        }
        if !negated, magnitude <= UInt(Int.max) { return .integer(Int(magnitude)) }
        if negated, magnitude <= Int.min.magnitude { return .integer(Int(truncatingIfNeeded: 0 &- magnitude)) }
        if !negated {
            // A `UInt64` (a generator's seed) may hold it in Swift; Flipbook's integers are Int's.
            error(
                "integer literal '\(text)' overflows Int; Flipbook keeps every integer, UInt64's too, in an Int, so "
                    + "UInt64 values above Int.max are not supported yet", at: node)
            return .integer(0)
        }
        error("integer literal '-\(text)' overflows Int", at: node)
        return .integer(0)
    }

    /// Decimal (`0.5`, `1e-3`) and hexadecimal (`0x1p4`) floating-point literals, with `_`,
    /// possibly negated.
    func lowerFloat(_ node: FloatLiteralExprSyntax, negated: Bool) -> ExprKind {
        guard let value = Double(node.literal.text.filter { $0 != "_" }), value.isFinite else {
            error("floating-point literal '\(node.literal.text)' is not a finite Double", at: node)
            return .float(0)
        }
        return .float(negated ? -value : value)
    }
}
