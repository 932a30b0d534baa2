import FlipbookModel
import SwiftSyntax

/// Lowering of freestanding macros: `#Preview`, the source-location literals (`#file`,
/// `#line`…), `#warning` and `#error`. Other macros are not supported.
extension SyntaxLowerer {
    static let sourceLocationMacros: Set<String> = [
        "file", "filePath", "fileID", "line", "column", "function", "dsohandle",
    ]

    /// A macro in declaration position (at the top level, swift-syntax may also give
    /// `#Preview { … }` and `#warning(…)` as expressions: they come here too).
    func lowerMacroDeclaration(_ node: some FreestandingMacroExpansionSyntax, in context: DeclContext) -> [DeclKind] {
        switch node.macroName.text {
        case "Preview":
            guard context == .topLevel else {
                error(UnsupportedSyntax.previewNotAtTopLevel, at: node)
                return []
            }
            guard let preview = lowerPreview(node) else { return [] }
            return previewableView(of: preview).map { [.type($0.view), .preview($0.preview)] } ?? [.preview(preview)]
        case "warning", "error":
            reportDirective(node)
            return []
        default:
            return [.unsupported(message: unsupportedMacro(node))]
        }
    }

    /// A macro in expression position.
    func lowerMacroExpression(_ node: MacroExpansionExprSyntax) -> ExprKind {
        let name = node.macroName.text
        if Self.sourceLocationMacros.contains(name) { return .macro(name: name) }
        switch name {
        case "Preview":
            error(UnsupportedSyntax.previewNotAtTopLevel, at: node)
            return invalidExpr(node).kind
        case "warning", "error":
            reportDirective(node)
            return .tuple([])
        case "colorLiteral":
            return lowerColorLiteral(node)
        case "Predicate":
            return lowerPredicate(node)
        case "imageLiteral":
            return lowerImageLiteral(node)
        case "selector":
            return lowerSelector(node)
        default:
            return .unsupported(message: unsupportedMacro(node))
        }
    }

    /// `#selector(UIResponder.resignFirstResponder)`: the Objective-C method's name, which is
    /// all a selector carries (`UIApplication.sendAction(_:to:from:for:)` takes it).
    private func lowerSelector(_ node: MacroExpansionExprSyntax) -> ExprKind {
        guard let method = node.arguments.last?.expression.trimmedDescription else {
            error("#selector needs a method", at: node)
            return invalidExpr(node).kind
        }
        let name = method.split(separator: ".").last.map(String.init) ?? method
        return .string([.text(name)])
    }

    /// `#Predicate<Item> { $0.isDone }`: Foundation's macro turns the closure into an expression
    /// tree; evaluating that tree on a model is calling the closure, so it is the prelude's
    /// `Predicate` made from the closure (with `Item` as its `Input` when written).
    private func lowerPredicate(_ node: MacroExpansionExprSyntax) -> ExprKind {
        let name = Expr(.identifier("Predicate"), span: span(node.macroName))
        var callee = name
        if let clause = node.genericArgumentClause {
            let arguments = clause.arguments.map { TypeRef(genericArgument($0), span: span($0)) }
            callee = Expr(.specialized(name, arguments), span: span(node.macroName))
        }
        let arguments =
            node.arguments.map { lowerArgument($0) }
            + trailingClosures(node.trailingClosure, node.additionalTrailingClosures)
        return .call(callee: callee, arguments: arguments)
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour swatch: an sRGB colour, which is
    /// what `Color(red:green:blue:opacity:)` makes (and `Color(_:)` of a colour is that colour).
    private func lowerColorLiteral(_ node: MacroExpansionExprSyntax) -> ExprKind {
        let labels = node.arguments.map { $0.label?.text }
        guard labels == ["red", "green", "blue", "alpha"] else {
            error("#colorLiteral takes red:, green:, blue: and alpha:", at: node)
            return invalidExpr(node).kind
        }
        let arguments = node.arguments.map { argument in
            Argument(
                label: argument.label?.text == "alpha" ? "opacity" : argument.label?.text,
                value: lowerExpr(argument.expression), span: span(argument))
        }
        let callee = Expr(.identifier("Color"), span: span(node.macroName))
        return .call(callee: callee, arguments: arguments)
    }

    /// `#imageLiteral(resourceName: "hero")`, Xcode's image thumbnail: the asset catalogue's
    /// image, a `UIImage` (the type a literal becomes where none is asked).
    private func lowerImageLiteral(_ node: MacroExpansionExprSyntax) -> ExprKind {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "resourceName" else {
            error("#imageLiteral takes resourceName:", at: node)
            return invalidExpr(node).kind
        }
        let callee = Expr(.identifier("UIImage"), span: span(node.macroName))
        // Not failable: Xcode embeds the image, so a missing one is the catalogue's absence.
        return .call(
            callee: callee,
            arguments: [Argument(label: "_literalResourceName", value: lowerExpr(argument.expression), span: span(argument))])
    }

    /// `#warning("message")` warns and `#error("message")` fails, with the written message, as
    /// they do when the file is compiled.
    private func reportDirective(_ node: some FreestandingMacroExpansionSyntax) {
        let text =
            node.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            ?? UnsupportedSyntax.excerpt(node.trimmedDescription)
        if node.macroName.text == "error" {
            error(text, at: node)
        } else {
            warning(text, at: node)
        }
    }

    private func unsupportedMacro(_ node: some FreestandingMacroExpansionSyntax) -> String {
        unsupported("#" + node.macroName.text, at: node.macroName)
    }

    /// `#Preview("name", traits: …) { body }`, and a widget's `#Preview("name", as: family)
    /// { widget } timeline: { entries }`.
    ///
    /// The name is the first unlabelled string literal. `traits:` is variadic, so every argument
    /// from `traits:` up to the next labelled one is a trait. The trailing closure is the body.
    func lowerPreview(_ node: some FreestandingMacroExpansionSyntax) -> PreviewDecl? {
        var name: String?
        var traits: [Expr] = []
        var inTraits = false
        var bodyArgument: ClosureExprSyntax?
        var widgetFamily: Expr?
        for argument in node.arguments {
            // `#Preview(body: { … })`: the body written as an argument.
            if argument.label?.text == "body", let closure = argument.expression.as(ClosureExprSyntax.self) {
                bodyArgument = closure
                continue
            }
            if argument.label?.text == "as" {
                widgetFamily = lowerExpr(argument.expression)
                inTraits = false
                continue
            }
            if argument.label?.text == "using" {
                error("a Live Activity's '#Preview' ('using:') is not supported by Flipbook yet", at: argument)
                return nil
            }
            if let label = argument.label {
                inTraits = label.text == "traits"
                if !inTraits {
                    error(
                        "'#Preview' argument '\(label.text):' is not supported; use a name and 'traits:'",
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
        guard let closure = node.trailingClosure ?? bodyArgument else {
            error("'#Preview' needs a body: '#Preview { MyView() }'", at: node)
            return nil
        }
        // `#Preview { @MainActor in … }`: attributes (or an empty `()`) are no parameters.
        if let signature = closure.signature, Self.takesParameters(signature) {
            error("a '#Preview' body takes no parameters", at: signature)
        }
        var timeline: [Stmt]?
        for extra in node.additionalTrailingClosures {
            if widgetFamily != nil, extra.label.text == "timeline", timeline == nil {
                if let signature = extra.closure.signature {
                    error("a widget preview's timeline takes no parameters", at: signature)
                }
                timeline = lowerBlock(extra.closure.statements)
            } else if widgetFamily != nil {
                error(
                    "a widget's '#Preview' takes its entries from 'timeline:' ('\(extra.label.text):' is not supported by Flipbook yet)",
                    at: extra.label)
            } else {
                error("'#Preview' takes one trailing closure", at: extra)
            }
        }
        if widgetFamily != nil, timeline == nil {
            error(
                "a widget's '#Preview' needs its entries: '#Preview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(date: .now) }'",
                at: node)
            return nil
        }
        var preview = PreviewDecl(name: name, traits: traits, body: lowerBlock(closure.statements), span: span(node))
        preview.widgetFamily = widgetFamily
        preview.timeline = timeline
        return preview
    }

    /// The text of a preview's name, which must be constant.
    private func previewName(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in lowerStringSegments(literal) {
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

    /// Whether a closure's signature names parameters (`{ x in }`, `{ (x: Int) in }`).
    static func takesParameters(_ signature: ClosureSignatureSyntax) -> Bool {
        switch signature.parameterClause {
        case nil: false
        case .simpleInput(let names): !names.isEmpty
        case .parameterClause(let clause): !clause.parameters.isEmpty
        }
    }
}
