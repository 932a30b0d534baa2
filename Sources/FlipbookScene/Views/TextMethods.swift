import FlipbookModel
import FlipbookVocabulary

/// `Text`'s own methods: they return `Text`, so they style the runs of the text they are called
/// on (and survive `Text + Text`), unlike the view modifiers of the same names.
enum TextMethods {
    typealias Method = @Sendable (Interpreter, [TextLeaf.RunSpec], Arguments) throws(Interrupt) -> [TextLeaf.RunSpec]

    /// The runs with `change` made to each.
    static func styled(_ runs: [TextLeaf.RunSpec], _ change: (inout TextLeaf.RunSpec) -> Void) -> [TextLeaf.RunSpec] {
        runs.map { run in
            var changed = run
            change(&changed)
            return changed
        }
    }

    private static let spacing: Method = { _, runs, args throws(Interrupt) in
        let amount = try args.requiredDouble(nil)
        return styled(runs) { r in r.kerning = amount }
    }

    static let methods: [String: Method] = [
        "bold": { _, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            return styled(runs) { r in if active { r.weight = .bold } }
        },
        "italic": { _, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            return styled(runs) { r in r.italic = active }
        },
        "fontWeight": { _, runs, args throws(Interrupt) in
            let weight = try args.value(nil, .native("Font.Weight"))
            guard case .native(.fontWeight(let w))? = weight else {
                return styled(runs) { r in r.weight = nil }
            }
            return styled(runs) { r in r.weight = w }
        },
        "font": { _, runs, args throws(Interrupt) in
            let font = try args.value(nil, .native("Font"))
            let spec: FontSpec? = if case .native(.font(let f))? = font { f } else { nil }
            return styled(runs) { r in r.font = spec }
        },
        "fontDesign": { _, runs, args throws(Interrupt) in
            guard case .native(.fontDesign(let d))? = try args.value(nil, .native("Font.Design")) else { return runs }
            return styled(runs) { r in r.design = d }
        },
        "monospaced": { _, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            return styled(runs) { r in r.design = active ? .monospaced : nil }
        },
        "monospacedDigit": { _, runs, _ in
            styled(runs) { r in r.monospacedDigit = true }
        },
        "foregroundColor": foreground,
        "foregroundStyle": foreground,
        // Tracking is drawn as kerning: the text engine spaces every glyph pair by the amount.
        // iOS 18's `customAttribute(_:)`: a `TextAttribute` value a `TextRenderer` reads on
        // the runs it marks (`run[EmphasisAttribute.self]`).
        "customAttribute": { interpreter, runs, args throws(Interrupt) in
            let handle = interpreter.registerLive(try args.required(nil))
            return styled(runs) { r in r.customAttributes.append(handle) }
        },
        "kerning": spacing,
        "tracking": spacing,
        "baselineOffset": { _, runs, args throws(Interrupt) in
            let o = try args.requiredDouble(nil)
            return styled(runs) { r in r.baselineOffset = o }
        },
        "underline": { interpreter, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            let style = try lineStyle(interpreter, args)
            return styled(runs) { r in (r.underline, r.underlineStyle) = (active, style) }
        },
        "strikethrough": { interpreter, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            let style = try lineStyle(interpreter, args)
            return styled(runs) { r in (r.strikethrough, r.strikethroughStyle) = (active, style) }
        },
    ]

    /// The `pattern:` and `color:` of `Text.underline` and `Text.strikethrough`.
    static func lineStyle(_ interpreter: Interpreter, _ args: Arguments) throws(Interrupt) -> TextLineStyle {
        var style = TextLineStyle()
        if let value = try args.value("pattern") {
            guard let name = Interpreter.caseName(value), let pattern = TextLineStyle.Pattern(rawValue: name) else {
                throw .error(
                    "pattern: expected .solid, .dot, .dash, .dashDot or .dashDotDot, not \(interpreter.describe(value))",
                    at: args.span)
            }
            style.pattern = pattern
        }
        if let value = try args.value("color", .native("Color")) {
            guard let color = interpreter.shapeStyle(value) else {
                throw .error("color: expected a Color, not \(interpreter.typeName(of: value))", at: args.span)
            }
            style.color = color
        }
        return style
    }

    static let foreground: Method = { interpreter, runs, args throws(Interrupt) in
        // Any ShapeStyle: `.red`, `.secondary`, `.linearGradient(colors:startPoint:endPoint:)`.
        let value = try args.value(nil, .native("AnyShapeStyle"))
        let style = value.flatMap(interpreter.shapeStyle)
        return styled(runs) { r in r.foreground = style }
    }
}
