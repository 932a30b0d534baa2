import FlipbookModel
import SwiftSyntax

/// Lowering of `#Preview("name", traits: …) { body }`, the only macro a scene file may use.
extension SyntaxLowerer {
    /// Lowers a top-level `#Preview`; any other freestanding macro is reported and yields nil.
    ///
    /// The name is the first unlabelled string literal. `traits:` is variadic, so every argument
    /// from `traits:` up to the next labelled one is a trait. The trailing closure is the body.
    ///
    /// swift-syntax yields a declaration or an expression depending on context; both spell the
    /// same freestanding macro.
    func lowerPreview(_ node: some FreestandingMacroExpansionSyntax) -> PreviewDecl? {
        guard node.macroName.text == "Preview" else {
            error(UnsupportedSyntax.macro(node.macroName.text), at: node)
            return nil
        }
        if let declaration = node.as(MacroExpansionDeclSyntax.self) {
            checkAttributes(declaration.attributes, allowed: [])
            checkModifiers(declaration.modifiers, allowed: [])
        }
        if let generics = node.genericArgumentClause { unsupported(generics) }

        var name: String?
        var traits: [Expr] = []
        var inTraits = false
        for argument in node.arguments {
            if let label = argument.label {
                inTraits = label.text == "traits"
                if !inTraits {
                    error("'#Preview' argument '\(label.text):' is not supported; use a name and 'traits:'",
                          at: argument)
                    continue
                }
            }
            if inTraits {
                traits.append(lowerExpr(argument.expression))
            } else if name == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                name = previewName(literal)
            } else {
                error("'#Preview' takes one name (a string literal) before 'traits:'", at: argument)
            }
        }

        var body: [Stmt] = []
        if let closure = node.trailingClosure {
            if let signature = closure.signature {
                error("a '#Preview' body takes no parameters", at: signature)
            }
            body = lowerStatements(closure.statements)
        } else {
            error("'#Preview' needs a body: '#Preview { MyView() }'", at: node)
        }
        for extra in node.additionalTrailingClosures {
            error("'#Preview' takes one trailing closure", at: extra)
        }
        return PreviewDecl(name: name, traits: traits, body: body, span: span(node))
    }

    /// The text of a preview's name; interpolation is reported, since the name must be constant.
    private func previewName(_ literal: StringLiteralExprSyntax) -> String? {
        let segments = lowerStringSegments(literal)
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let piece):
                text += piece
            case .interpolation:
                error("a '#Preview' name must be a plain string, without interpolation", at: literal)
                return nil
            }
        }
        return text
    }
}
