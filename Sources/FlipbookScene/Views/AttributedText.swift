import FlipbookModel
import FlipbookVocabulary

/// `Text(attributedString)` and `AttributedString(markdown:)`: between the prelude's
/// `AttributedString` (runs of text with an `AttributeContainer` each) and the runs a `Text`
/// draws.
extension Interpreter {
    /// The styled runs of the prelude's `AttributedString` instance, each as `Text(run)` with the
    /// run's attributes applied (`font`, `foregroundColor`, `backgroundColor`, underline and strikethrough, `kern`
    /// and `tracking`, `baselineOffset`, a link in the accent colour, Markdown's emphasis as `inlinePresentationIntent`).
    func textRuns(ofAttributed string: Instance, at span: SourceSpan) throws(Interrupt) -> [TextLeaf.RunSpec] {
        guard case .array(let runs)? = string.fields["_runs"] else { return [] }
        var specs: [TextLeaf.RunSpec] = []
        for run in runs {
            guard case .instance(let instance) = run, let text = instance.fields["text"]?.asString,
                case .instance(let container)? = instance.fields["attributes"]
            else { continue }
            let attributes = container.fields
            func isSet(_ name: String) -> Bool { attributes[name].map { !$0.isNone } ?? false }
            var spec = TextLeaf.RunSpec(text)
            if let color = attributes["backgroundColor"], !color.isNone { spec.background = shapeStyle(color) }
            if case .native(.font(let font))? = attributes["font"] { spec.font = font }
            if let color = attributes["foregroundColor"], !color.isNone { spec.foreground = shapeStyle(color) }
            if spec.foreground == nil, isSet("link") || attributes["_isLink"]?.asBool == true { spec.foreground = .tint }
            if isSet("underlineStyle") {
                spec.underline = true
                spec.underlineStyle = lineStyle(attributes["underlineStyle"])
            }
            if isSet("strikethroughStyle") {
                spec.strikethrough = true
                spec.strikethroughStyle = lineStyle(attributes["strikethroughStyle"])
            }
            // Tracking is drawn as kerning, as `Text.tracking(_:)` is.
            if let spacing = attributes["tracking"]?.asDouble ?? attributes["kern"]?.asDouble { spec.kerning = spacing }
            if let offset = attributes["baselineOffset"]?.asDouble { spec.baselineOffset = offset }
            if case .instance(let intent)? = attributes["inlinePresentationIntent"], let bits = intent.fields["rawValue"]?.asInt {
                if bits & 2 != 0 { spec.weight = .bold }
                if bits & 1 != 0 { spec.italic = true }
                if bits & 4 != 0 { spec.design = .monospaced }
                if bits & 32 != 0 { spec.strikethrough = true }
            }
            specs.append(spec)
        }
        return TextLeaf.RunSpec.splittingSymbols(specs)
    }
}

extension Interpreter {
    /// The pattern and colour of an underline or strike-through attribute: UIKit's pattern bits
    /// (`.patternDash`), SwiftUI's `Text.LineStyle(pattern:color:)`.
    func lineStyle(_ value: Value?) -> TextLineStyle? {
        guard case .instance(let style)? = value, let bits = style.fields["rawValue"]?.asInt else { return nil }
        var line = TextLineStyle()
        switch bits & 0xF00 {
        case 0x100: line.pattern = .dot
        case 0x200: line.pattern = .dash
        case 0x300: line.pattern = .dashDot
        case 0x400: line.pattern = .dashDotDot
        default: line.pattern = .solid
        }
        if let color = style.fields["_color"], !color.isNone { line.color = shapeStyle(color) }
        return line
    }
}

extension NativeGlobals {
    static let attributedStringCalls: [String: NativeType.Call] = [
        // `_markdownAttributedRuns(text)`: the runs of `AttributedString(markdown:)`, with the
        // emphasis `Text` draws for a Markdown literal.
        "_markdownAttributedRuns": { i, a throws(Interrupt) in
            let source = try a.string(nil) ?? ""
            let runs = MarkdownText.runs(source).map { spec -> Value in
                var fields: [String: Value] = [
                    "font": .none, "foregroundColor": .none, "backgroundColor": .none, "underlineStyle": .none,
                    "strikethroughStyle": .none, "kern": .none, "tracking": .none, "baselineOffset": .none, "link": .none,
                    "inlinePresentationIntent": .none, "_isLink": .bool(spec.foreground == .tint),
                ]
                let bits =
                    (spec.italic == true ? 1 : 0) | (spec.weight == .bold ? 2 : 0) | (spec.design == .monospaced ? 4 : 0)
                    | (spec.strikethrough == true ? 32 : 0)
                if bits != 0 {
                    fields["inlinePresentationIntent"] = i.prelude("InlinePresentationIntent", ["rawValue": .int(bits)])
                }
                return i.prelude(
                    "_AttributedRun", ["text": .string(spec.text), "attributes": i.prelude("AttributeContainer", fields)])
            }
            return .array(runs)
        }
    ]
}
