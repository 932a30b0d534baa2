import FlipbookModel

extension NativeTypes {
    static let color = NativeType("Color") { t in
        t.aliases = ["CGColor"]
        t.protocols = ["ShapeStyle", "View", "Hashable"]
        var statics: [String: NativeType.StaticProperty] = [
            "black": { _, _ in .native(.color(.black)) },
            "white": { _, _ in .native(.color(.white)) },
            "clear": { _, _ in .native(.color(.clear)) },
        ]
        for (name, system) in SystemColor.swiftUINames {
            statics[name] = { _, _ in .native(.color(.system(system))) }
        }
        for system in SystemColor.allCases {
            statics[system.rawValue] = { _, _ in .native(.color(.system(system))) }
        }
        // The app's accent: its asset catalogue's AccentColor, else iOS's blue.
        statics["accentColor"] = { i, _ in .native(.color(i.assets.colors[AssetCatalog.accentColorName] ?? .system(.systemBlue)))
        }
        // UIKit's names for the label colours (`Color(uiColor: .label)`).
        statics["darkGray"] = { _, _ in .native(.color(.fixed(RGBA(hex: 0x555555)))) }
        statics["lightGray"] = { _, _ in .native(.color(.fixed(RGBA(hex: 0xAAAAAA)))) }
        t.staticProperties = statics
        t.initializer = { i, a throws(Interrupt) in
            if let red = try a.double("red") {
                let green = try a.double("green") ?? 0, blue = try a.double("blue") ?? 0
                // `UIColor(red:green:blue:alpha:)` (UIColor is Color here).
                let alpha = try a.double("alpha")
                let opacity = try a.double("opacity") ?? alpha ?? 1
                let (r, g, b) = ColorSpaces.sRGB(try ColorSpaces.written(a), red: red, green: green, blue: blue)
                return .native(.color(.fixed(RGBA(red: r, green: g, blue: b, alpha: opacity))))
            }
            if let hue = try a.double("hue") {
                let s = try a.double("saturation") ?? 0, b = try a.double("brightness") ?? 0
                let alpha = try a.double("alpha")
                let o = try a.double("opacity") ?? alpha ?? 1
                return .native(.color(.fixed(RGBA(hue: hue, saturation: s, brightness: b, alpha: o))))
            }
            if let white = try a.double("white") {
                let alpha = try a.double("alpha")
                let o = try a.double("opacity") ?? alpha ?? 1
                let (w, _, _) = ColorSpaces.sRGB(try ColorSpaces.written(a), red: white, green: white, blue: white)
                return .native(.color(.fixed(RGBA(red: w, green: w, blue: w, alpha: o))))
            }
            let uiColor = try a.value("uiColor", .native("Color"))
            let positional = uiColor == nil ? try a.value(nil, .native("Color")) : nil
            if let ui = uiColor ?? positional {
                if case .native(.color) = ui { return ui }
                if case .string(let name) = ui {
                    // `Color("Brand", bundle: .main)`: the app's catalogue is the one given.
                    _ = a.takeArgument("bundle")
                    if let color = i.assets.color(named: name) { return .native(.color(color)) }
                    if let reason = i.assets.unreadable[name] {
                        throw .error("asset colour '\(name)' cannot be read: \(reason)", at: a.span)
                    }
                    // The project's catalogue lacks it: SwiftUI logs and draws nothing.
                    if !i.assets.isEmpty {
                        i.warn(
                            "asset colour '\(name)' is in none of the project's asset catalogues; SwiftUI draws it clear (and logs "
                                + "\"No color named '\(name)' found in asset catalog\")", at: a.span)
                        return .native(.color(.fixed(RGBA(red: 0, green: 0, blue: 0, alpha: 0))))
                    }
                    throw .error(Interpreter.missingAssetMessage(name, example: "Color(red:green:blue:)"), at: a.span)
                }
                return ui
            }
            // `Color(hex: "…")` and the like: an initializer an extension (often in another file of
            // the app) declares.
            if let label = a.remainingLabels.compactMap({ $0 }).first {
                throw .error("no Color initializer takes '\(label):' (is it declared in an extension?)", at: a.span)
            }
            throw .error("Color(…) needs red:green:blue:, hue:saturation:brightness: or white:", at: a.span)
        }
        // UIKit's drawing state: `UIColor.red.setFill()` outside a `draw(_:)` (in a shape's
        // `path(in:)`) has no current context and draws nothing, as on iOS.
        let setsDrawingColor: NativeType.Method = { _, _, _ throws(Interrupt) in .void }
        t.methods = [
            "setFill": setsDrawingColor, "setStroke": setsDrawingColor, "set": setsDrawingColor,
            // UIKit's name for it: `UIColor.gray.withAlphaComponent(0.1)`.
            "withAlphaComponent": { _, v, a throws(Interrupt) in
                guard case .native(.color(var c)) = v else { return v }
                c.opacity = try a.requiredDouble(nil)
                return .native(.color(c))
            },
            "opacity": { _, v, a throws(Interrupt) in
                guard case .native(.color(var c)) = v else { return v }
                c.opacity *= try a.requiredDouble(nil)
                return .native(.color(c))
            },
            "mix": { i, v, a throws(Interrupt) in
                guard case .native(.color(let c)) = v, case .native(.color(let other)) = try a.required("with", .native("Color"))
                else { return v }
                let amount = try a.requiredDouble("by")
                _ = try a.value("in")
                let x = c.resolved(in: .light), y = other.resolved(in: .light)
                let mixed = RGBA(
                    red: x.red + (y.red - x.red) * amount, green: x.green + (y.green - x.green) * amount,
                    blue: x.blue + (y.blue - x.blue) * amount, alpha: x.alpha + (y.alpha - x.alpha) * amount)
                return .native(.color(.fixed(mixed)))
            },
        ]
        for (name, level) in NativeTypes.hierarchicalLevelNames {
            t.properties[name] = { i, v, _ in NativeTypes.hierarchicalLevel(level, of: v, i) }
        }
        NativeTypes.defineStyleShadow(on: &t)
        t.properties.merge([
            // UIKit's and Core Graphics' view of the same colour.
            "cgColor": { _, v, _ in v },
            // `CGColor.components`: red, green, blue and alpha in sRGB (the light appearance's
            // for an adaptive colour).
            "components": { _, v, _ in
                guard case .native(.color(let c)) = v else { return .none }
                let rgba = c.resolved(in: .light)
                return .array([rgba.red, rgba.green, rgba.blue, rgba.alpha].map(Value.double))
            },
            "numberOfComponents": { _, _, _ in .int(4) },
            "alpha": { _, v, _ in
                guard case .native(.color(let c)) = v else { return .none }
                return .double(c.resolved(in: .light).alpha)
            },
            "gradient": { _, v, _ in
                guard case .native(.color(let c)) = v else { return v }
                return .native(.style(.colorGradient(c)))
            },
        ]) { $1 }
    }

    /// iOS 17's `style.secondary` … `style.quinary` (level 1…4).
    static let hierarchicalLevelNames: [(String, Int)] = [
        ("primary", 0), ("secondary", 1), ("tertiary", 2), ("quaternary", 3), ("quinary", 4),
    ]

    /// A style's hierarchical level: the background and fill styles step through their system
    /// colours (`.background.secondary` is `secondarySystemBackground`); any other style is
    /// itself at the level's opacity, as `.secondary` is the foreground's.
    static func hierarchicalLevel(_ level: Int, of value: Value, _ interpreter: Interpreter) -> Value {
        let families: [[SystemColor]] = [
            [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground],
            [.systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground],
            [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill],
            [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel],
        ]
        if case .native(.color(let color)) = value, case .system(let system) = color.base,
            let family = families.first(where: { $0.contains(system) })
        {
            return .native(.color(ColorValue(.system(family[min(family.count - 1, level)]), opacity: color.opacity)))
        }
        guard level > 0, let style = interpreter.shapeStyle(value) else { return value }
        // `.background.secondary`: the system's secondary background, whatever `backgroundStyle`.
        if case .background = style {
            return hierarchicalLevel(level, of: .native(.color(.system(.systemBackground))), interpreter)
        }
        let opacities = StyleValue.hierarchicalOpacity + [0.1]
        return .native(.style(.opacity(style, opacities[min(opacities.count - 1, level)])))
    }

    /// `AnyShapeStyle` and the hierarchical styles (`.primary`, `.secondary`, `.tint`).
    static let anyShapeStyle = NativeType("AnyShapeStyle") { t in
        t.aliases = ["ShapeStyle", "HierarchicalShapeStyle"]
        t.memberSources = ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]
        t.staticProperties = [
            "primary": { _, _ in .native(.style(.hierarchical(level: 0))) },
            "secondary": { _, _ in .native(.style(.hierarchical(level: 1))) },
            "tertiary": { _, _ in .native(.style(.hierarchical(level: 2))) },
            "quaternary": { _, _ in .native(.style(.hierarchical(level: 3))) },
            "tint": { _, _ in .native(.style(.tint)) },
            "foreground": { _, _ in .native(.style(.foreground)) },
            "ultraThinMaterial": { _, _ in .native(.style(.material(.ultraThin))) },
            "thinMaterial": { _, _ in .native(.style(.material(.thin))) },
            "regularMaterial": { _, _ in .native(.style(.material(.regular))) },
            "thickMaterial": { _, _ in .native(.style(.material(.thick))) },
            "ultraThickMaterial": { _, _ in .native(.style(.material(.ultraThick))) },
            "bar": { _, _ in .native(.style(.material(.bar))) },
            // `.background` follows the environment's `backgroundStyle`; iOS 15–17's other
            // semantic styles are the system colours they stand for.
            "background": { _, _ in .native(.style(.background)) },
            "windowBackground": { _, _ in .native(.color(.system(.systemBackground))) },
            "fill": { _, _ in .native(.color(.system(.systemFill))) },
            "separator": { _, _ in .native(.color(.system(.separator))) },
            "link": { _, _ in .native(.color(.system(.link))) },
            "placeholder": { _, _ in .native(.color(.system(.placeholderText))) },
            "selection": { _, _ in .native(.style(.tint)) },
        ]
        for (name, level) in NativeTypes.hierarchicalLevelNames {
            t.properties[name] = { i, v, _ in NativeTypes.hierarchicalLevel(level, of: v, i) }
        }
        NativeTypes.defineStyleShadow(on: &t)
        t.initializer = { i, a throws(Interrupt) in
            // `AnyShapeStyle(.tint.opacity(0.35))`: the implicit members are a shape style's.
            let value = try a.required(nil, .native("AnyShapeStyle"))
            return i.shapeStyle(value).map { .native(.style($0)) } ?? value
        }
        // `.linearGradient(colors:startPoint:endPoint:)` and friends: ShapeStyle's static
        // functions, the gradients' initializers.
        NativeTypes.defineGradientFunction(["linearGradient"], making: "LinearGradient", on: &t)
        NativeTypes.defineGradientFunction(["radialGradient"], making: "RadialGradient", on: &t)
        NativeTypes.defineGradientFunction(["angularGradient", "conicGradient"], making: "AngularGradient", on: &t)
        NativeTypes.defineGradientFunction(["ellipticalGradient"], making: "EllipticalGradient", on: &t)
        t.methods.define("opacity") { i, v, a throws(Interrupt) in
            guard let style = i.shapeStyle(v) else { return v }
            return .native(.style(.opacity(style, try a.requiredDouble(nil))))
        }
    }
}

extension NativeTypes {
    /// `Material.ultraThin` … `.bar` (also written `.ultraThinMaterial` as a `ShapeStyle`).
    static let material = NativeType("Material") { t in
        t.staticProperties = [
            "ultraThin": { _, _ in .native(.style(.material(.ultraThin))) },
            "thin": { _, _ in .native(.style(.material(.thin))) },
            "regular": { _, _ in .native(.style(.material(.regular))) },
            "thick": { _, _ in .native(.style(.material(.thick))) },
            "ultraThick": { _, _ in .native(.style(.material(.ultraThick))) },
            "bar": { _, _ in .native(.style(.material(.bar))) },
        ]
    }
}

extension Interpreter {
    /// A named colour that no asset catalogue given provides.
    static func missingAssetMessage(_ name: String, example: String) -> String {
        "asset colour '\(name)' is not in an asset catalogue given to Flipbook; give the project's with --assets, or use \(example)"
    }
}
