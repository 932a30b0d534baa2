import FlipbookModel

extension NativeTypes {
    static let font = NativeType("Font") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        for style in TextStyle.allCases { statics[style.rawValue] = { _, _ in .native(.font(FontSpec.textStyle(style))) } }
        t.staticProperties = statics
        // `Font(uiFont)`: the prelude's UIFont keeps the font it stands for.
        t.initializer = { i, a throws(Interrupt) in
            let given = try a.required(nil)
            guard case .instance(let instance) = given, instance.type.name == "UIFont" else {
                throw .error("Font(_:) takes a UIFont, not \(i.typeName(of: given))", at: a.span)
            }
            return try i.member(of: given, "_font", at: a.span, Env(scope: i.globalScope))
        }
        t.staticFunctions = [
            "system": { i, a throws(Interrupt) in
                var font = FontSpec.body
                if case .native(.font(let style))? = try a.value(nil, .native("Font")) {
                    font = style
                } else if let size = try a.double("size") {
                    guard size >= 0, size < 2000 else { throw .error("font size must be between 0 and 2000", at: a.span) }
                    // A size of 0 (a layout value not measured yet) draws nothing, as on iOS; the
                    // smallest size kept keeps the text engine's scale invertible.
                    font.size = max(size, 0.01)
                    font.textStyle = nil
                }
                if case .native(.fontWeight(let w))? = try a.value("weight", .native("Font.Weight")) { font.weight = w }
                if case .native(.fontDesign(let d))? = try a.value("design", .native("Font.Design")) { font.design = d }
                return .native(.font(font))
            },
            "custom": { _, a throws(Interrupt) in
                _ = try a.string(nil)
                let size = try a.double("size")
                let fixedSize = try a.double("fixedSize")
                var font = FontSpec(size: size ?? fixedSize ?? 17)
                // A custom font follows the body's Dynamic Type size, or the style it is relative to.
                font.textStyle = size == nil ? nil : .body
                if case .native(.font(let style))? = try a.value("relativeTo", .native("Font")) {
                    font.textStyle = style.textStyle
                }
                return .native(.font(font))
            },
        ]
        func change(_ body: @escaping @Sendable (inout FontSpec, Arguments) throws(Interrupt) -> Void) -> NativeType.Method {
            { _, v, a throws(Interrupt) in
                guard case .native(.font(var font)) = v else { return v }
                try body(&font, a)
                return .native(.font(font))
            }
        }
        t.methods = [
            "bold": change { f, _ in f.weight = .bold },
            "italic": change { f, _ in f.italic = true },
            "weight": change { f, a throws(Interrupt) in
                if case .native(.fontWeight(let w))? = try a.value(nil, .native("Font.Weight")) { f.weight = w }
            },
            "monospaced": change { f, _ in f.design = .monospaced },
            "monospacedDigit": change { f, _ in f.monospacedDigit = true },
            // DejaVu has no small capitals: the text keeps its case (docs/scene-language.md).
            "smallCaps": change { _, _ in },
            "lowercaseSmallCaps": change { _, _ in },
            "uppercaseSmallCaps": change { _, _ in },
            "leading": change { _, a throws(Interrupt) in _ = try a.positional() },
            "width": change { f, a throws(Interrupt) in
                if case .native(.enumCase(_, let name))? = try a.value(nil, .native("Font.Width")) {
                    f.width = FontWidth(rawValue: name) ?? .standard
                }
            },
        ]
    }

    /// `Font.TextStyle` (`.largeTitle` … `.caption2`): a style is kept as the font of that style,
    /// which `Font.system(_:design:weight:)` and `.font(_:)` take as they take `Font.title`.
    static let fontTextStyle = NativeType("Font.TextStyle") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        for style in TextStyle.allCases { statics[style.rawValue] = { _, _ in .native(.font(FontSpec.textStyle(style))) } }
        t.staticProperties = statics
    }

    static let fontWeight = NativeType("Font.Weight") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        for weight in FontWeight.allCases { statics[weight.name] = { _, _ in .native(.fontWeight(weight)) } }
        t.staticProperties = statics
    }

    static let fontDesign = NativeType("Font.Design") { t in
        var statics: [String: NativeType.StaticProperty] = [:]
        for design in FontDesign.allCases where design != .symbols {
            statics[design.rawValue] = { _, _ in .native(.fontDesign(design)) }
        }
        t.staticProperties = statics
    }
}
