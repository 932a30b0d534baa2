import FlipbookModel

extension NativeTypes {
    /// UIKit's `UIColor` (and AppKit's `NSColor`): its own type, because its names mean other
    /// colours than SwiftUI's (`UIColor.red` is pure red, `Color.red` is the system red) and a
    /// scene's `extension UIColor` must not become `Color`'s. Its values are colours, so
    /// `Color(uiColor)` and `Color(uiColor: .label)` take them as they are, and their methods
    /// (`withAlphaComponent`, `cgColor`) are `Color`'s.
    static let uiColor = NativeType("UIColor") { t in
        t.aliases = ["NSColor"]
        t.protocols = ["Hashable"]
        func fixed(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> NativeType.StaticProperty {
            { _, _ in .native(.color(.fixed(RGBA(red: red, green: green, blue: blue, alpha: alpha)))) }
        }
        var statics: [String: NativeType.StaticProperty] = [
            "black": fixed(0, 0, 0), "darkGray": fixed(1 / 3, 1 / 3, 1 / 3), "lightGray": fixed(2 / 3, 2 / 3, 2 / 3),
            "white": fixed(1, 1, 1), "gray": fixed(0.5, 0.5, 0.5), "red": fixed(1, 0, 0), "green": fixed(0, 1, 0),
            "blue": fixed(0, 0, 1), "cyan": fixed(0, 1, 1), "yellow": fixed(1, 1, 0), "magenta": fixed(1, 0, 1),
            "orange": fixed(1, 0.5, 0), "purple": fixed(0.5, 0, 0.5), "brown": fixed(0.6, 0.4, 0.2),
            "clear": fixed(0, 0, 0, 0),
        ]
        for system in SystemColor.allCases {
            statics[system.rawValue] = { _, _ in .native(.color(.system(system))) }
        }
        t.staticProperties = statics
        t.initializer = { i, a throws(Interrupt) in
            // `UIColor { traits in … }`: a light and a dark colour, from the provider run once
            // for each appearance.
            if let provider = try a.closureLiteral("dynamicProvider") {
                func resolved(_ scheme: ColorScheme) throws(Interrupt) -> RGBA {
                    let traits = i.prelude(
                        "UITraitCollection", ["userInterfaceStyle": i.preludeEnumCase("UIUserInterfaceStyle", scheme.rawValue)])
                    var value = try i.callFunction(provider, [traits], at: a.span)
                    // `{ $0.userInterfaceStyle == .dark ? .white : .black }` returns UIColor's names.
                    if case .implicitMember(let member) = value { value = try i.resolveImplicit(member, as: .native("UIColor")) }
                    guard case .native(.color(let color)) = value else {
                        throw .error("a UIColor's provider must return a UIColor, not \(i.typeName(of: value))", at: a.span)
                    }
                    return color.resolved(in: scheme)
                }
                return .native(.color(ColorValue(.adaptive(light: try resolved(.light), dark: try resolved(.dark)))))
            }
            let alpha = try a.double("alpha") ?? 1
            let p3Red = try a.double("displayP3Red")
            if let red = try a.double("red") ?? p3Red {
                let green = try a.requiredDouble("green"), blue = try a.requiredDouble("blue")
                let (r, g, b) = ColorSpaces.sRGB(p3Red == nil ? .sRGB : .displayP3, red: red, green: green, blue: blue)
                return .native(.color(.fixed(RGBA(red: r, green: g, blue: b, alpha: alpha))))
            }
            if let hue = try a.double("hue") {
                let s = try a.requiredDouble("saturation"), b = try a.requiredDouble("brightness")
                return .native(.color(.fixed(RGBA(hue: hue, saturation: s, brightness: b, alpha: alpha))))
            }
            if let white = try a.double("white") {
                return .native(.color(.fixed(RGBA(red: white, green: white, blue: white, alpha: alpha))))
            }
            if let color = try a.value(nil, .native("Color")), case .native(.color) = color { return color }
            if let name = try a.string("named") {
                // `UIColor(named:)` is failable: nil when the catalogues lack it.
                guard let color = i.assets.color(named: name) else {
                    if i.assets.isEmpty {
                        throw .error(Interpreter.missingAssetMessage(name, example: "UIColor(red:green:blue:alpha:)"), at: a.span)
                    }
                    return .none
                }
                return .native(.color(color))
            }
            if let label = a.remainingLabels.compactMap({ $0 }).first {
                throw .error("no UIColor initializer takes '\(label):' (is it declared in an extension?)", at: a.span)
            }
            throw .error("UIColor(…) needs red:green:blue:alpha:, hue:saturation:brightness:alpha: or white:alpha:", at: a.span)
        }
    }
}
