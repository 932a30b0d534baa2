import FlipbookModel
import FlipbookVocabulary

/// `Text`'s own methods: they return `Text`, so they style the runs of the text they are called
/// on (and survive `Text + Text`), unlike the view modifiers of the same names.
enum TextMethods {
    typealias Method = @Sendable (Interpreter, [TextLeaf.RunSpec], Arguments) throws(Interrupt) -> [TextLeaf.RunSpec]

    static let methods: [String: Method] = [
        "bold": { _, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            return runs.map {
                var r = $0
                if active { r.weight = .bold }
                return r
            }
        },
        "italic": { _, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            return runs.map {
                var r = $0
                r.italic = active
                return r
            }
        },
        "fontWeight": { _, runs, args throws(Interrupt) in
            let weight = try args.value(nil, .native("Font.Weight"))
            guard case .native(.fontWeight(let w))? = weight else {
                return runs.map {
                    var r = $0
                    r.weight = nil
                    return r
                }
            }
            return runs.map {
                var r = $0
                r.weight = w
                return r
            }
        },
        "font": { _, runs, args throws(Interrupt) in
            let font = try args.value(nil, .native("Font"))
            let spec: FontSpec? = if case .native(.font(let f))? = font { f } else { nil }
            return runs.map {
                var r = $0
                r.font = spec
                return r
            }
        },
        "fontDesign": { _, runs, args throws(Interrupt) in
            guard case .native(.fontDesign(let d))? = try args.value(nil, .native("Font.Design")) else { return runs }
            return runs.map {
                var r = $0
                r.design = d
                return r
            }
        },
        "monospaced": { _, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            return runs.map {
                var r = $0
                r.design = active ? .monospaced : nil
                return r
            }
        },
        "monospacedDigit": { _, runs, _ in
            runs.map {
                var r = $0
                r.monospacedDigit = true
                return r
            }
        },
        "foregroundColor": foreground,
        "foregroundStyle": foreground,
        "kerning": { _, runs, args throws(Interrupt) in
            let k = try args.requiredDouble(nil)
            return runs.map {
                var r = $0
                r.kerning = k
                return r
            }
        },
        "tracking": { _, runs, args throws(Interrupt) in
            let k = try args.requiredDouble(nil)
            return runs.map {
                var r = $0
                r.kerning = k
                return r
            }
        },
        "baselineOffset": { _, runs, args throws(Interrupt) in
            let o = try args.requiredDouble(nil)
            return runs.map {
                var r = $0
                r.baselineOffset = o
                return r
            }
        },
        "underline": { _, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            _ = try args.value("pattern")
            _ = try args.value("color")
            return runs.map {
                var r = $0
                r.underline = active
                return r
            }
        },
        "strikethrough": { _, runs, args throws(Interrupt) in
            let active = try args.bool(nil) ?? true
            _ = try args.value("pattern")
            _ = try args.value("color")
            return runs.map {
                var r = $0
                r.strikethrough = active
                return r
            }
        },
    ]

    static let foreground: Method = { interpreter, runs, args throws(Interrupt) in
        // Any ShapeStyle: `.red`, `.secondary`, `.linearGradient(colors:startPoint:endPoint:)`.
        let value = try args.value(nil, .native("AnyShapeStyle"))
        let style = value.flatMap(interpreter.shapeStyle)
        return runs.map {
            var r = $0
            r.foreground = style
            return r
        }
    }
}
