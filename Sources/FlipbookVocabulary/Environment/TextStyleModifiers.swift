import FlipbookModel

/// The view forms (iOS 16) of `Text`'s styling methods: `.bold()`, `.italic()`,
/// `.fontWeight(_:)`, `.fontDesign(_:)`, `.fontWidth(_:)`, `.monospaced()`,
/// `.monospacedDigit()`, `.kerning(_:)`, `.tracking(_:)`, `.underline()`, `.strikethrough()` and
/// `.textCase(_:)`. On a view they style every text below it, through the environment; a
/// `Text`'s own method of the same name (which returns `Text`) styles that text's runs.
public struct TextStyleModifier: EnvironmentModifierKind {
    public enum Change: Hashable, Sendable {
        case weight(FontWeight?)
        case italic(Bool)
        case design(FontDesign?)
        case width(FontWidth?)
        case monospacedDigit
        case kerning(Double)
        case underline(Bool, TextLineStyle)
        case strikethrough(Bool, TextLineStyle)
        case textCase(TextCase?)
        case secondaryScale(Bool)
    }

    public var name: String
    public var change: Change

    public func apply(to environment: inout EnvironmentValues) {
        switch change {
        case .weight(let weight): environment.fontWeight = weight
        case .italic(let active): environment.italic = active
        case .design(let design): environment.fontDesign = design
        case .width(let width): environment.fontWidth = width
        case .monospacedDigit: environment.monospacedDigit = true
        case .kerning(let amount): environment.kerning = amount
        case .underline(let active, let style): (environment.underline, environment.underlineStyle) = (active, style)
        case .strikethrough(let active, let style):
            (environment.strikethrough, environment.strikethroughStyle) = (active, style)
        case .textCase(let textCase): environment.textCase = textCase
        case .secondaryScale(let active): environment.isSecondaryTextScale = active
        }
    }

    public var description: String { "\(name)(\(change))" }

    typealias Make = @Sendable (any ArgumentReader) throws(ArgumentError) -> TextStyleModifier

    /// The `pattern:` and `color:` of `.underline` and `.strikethrough`.
    static func lineStyle(_ a: any ArgumentReader) throws(ArgumentError) -> TextLineStyle {
        var style = TextLineStyle()
        switch try a.take("pattern", as: .enumeration("Text.LineStyle.Pattern")) {
        case .enumCase(let name, _)?:
            guard let pattern = TextLineStyle.Pattern(rawValue: name) else {
                throw ArgumentError(
                    "pattern: expected .solid, .dot, .dash, .dashDot or .dashDotDot, not .\(name)", at: .some("pattern"))
            }
            style.pattern = pattern
        case nil, .none?: break
        default: throw ArgumentError("pattern: expected a Text.LineStyle.Pattern such as .dash", at: .some("pattern"))
        }
        switch try a.take("color", as: .color) {
        case .color(let color)?: style.color = .color(color)
        case nil, .none?: break
        default: throw ArgumentError("color: expected a Color", at: .some("color"))
        }
        return style
    }

    /// The registry's entries, by modifier name.
    static let entries: [String: Make] = [
        "bold": { a throws(ArgumentError) in
            TextStyleModifier(name: "bold", change: .weight(try a.bool(nil) ?? true ? .bold : nil))
        },
        "italic": { a throws(ArgumentError) in TextStyleModifier(name: "italic", change: .italic(try a.bool(nil) ?? true)) },
        "fontWeight": { a throws(ArgumentError) in
            switch try a.take(nil, as: .fontWeight) {
            case .fontWeight(let weight)?: return TextStyleModifier(name: "fontWeight", change: .weight(weight))
            case .none?: return TextStyleModifier(name: "fontWeight", change: .weight(nil))
            case nil: throw a.missing(nil)
            default: throw ArgumentError("fontWeight(_:) needs a Font.Weight such as .bold", at: .some(nil))
            }
        },
        "fontDesign": { a throws(ArgumentError) in
            TextStyleModifier(name: "fontDesign", change: .design(try enumValue(a, "Font.Design", FontDesign.self)))
        },
        "fontWidth": { a throws(ArgumentError) in
            TextStyleModifier(name: "fontWidth", change: .width(try enumValue(a, "Font.Width", FontWidth.self)))
        },
        "monospaced": { a throws(ArgumentError) in
            TextStyleModifier(name: "monospaced", change: .design(try a.bool(nil) ?? true ? .monospaced : nil))
        },
        "monospacedDigit": { _ in TextStyleModifier(name: "monospacedDigit", change: .monospacedDigit) },
        "kerning": { a throws(ArgumentError) in
            guard let amount = try a.finiteDouble(nil) else { throw a.missing(nil) }
            return TextStyleModifier(name: "kerning", change: .kerning(amount))
        },
        "tracking": { a throws(ArgumentError) in
            guard let amount = try a.finiteDouble(nil) else { throw a.missing(nil) }
            return TextStyleModifier(name: "tracking", change: .kerning(amount))
        },
        "underline": { a throws(ArgumentError) in
            let active = try a.bool(nil) ?? true
            return TextStyleModifier(name: "underline", change: .underline(active, try lineStyle(a)))
        },
        "strikethrough": { a throws(ArgumentError) in
            let active = try a.bool(nil) ?? true
            return TextStyleModifier(name: "strikethrough", change: .strikethrough(active, try lineStyle(a)))
        },
        "textScale": { a throws(ArgumentError) in
            let scale: Bool
            switch try a.take(nil, as: .enumeration("Text.Scale")) {
            case .enumCase("secondary", _)?: scale = true
            case .enumCase("default", _)?: scale = false
            case nil: throw a.missing(nil)
            default: throw ArgumentError("textScale: expected .default or .secondary", at: .some(nil))
            }
            let enabled = try a.bool("isEnabled") ?? true
            return TextStyleModifier(name: "textScale", change: .secondaryScale(scale && enabled))
        },
        "textCase": { a throws(ArgumentError) in
            switch try a.take(nil, as: .enumeration("Text.Case")) {
            case .none?: return TextStyleModifier(name: "textCase", change: .textCase(nil))
            case .enumCase(let name, _)?:
                guard let textCase = TextCase(rawValue: name) else {
                    throw ArgumentError("textCase: expected .uppercase, .lowercase or nil", at: .some(nil))
                }
                return TextStyleModifier(name: "textCase", change: .textCase(textCase))
            case nil: throw a.missing(nil)
            default: throw ArgumentError("textCase: expected .uppercase, .lowercase or nil", at: .some(nil))
            }
        },
    ]

    /// A case of a font enumeration by name (`.rounded`), or nil for `nil`.
    private static func enumValue<E: RawRepresentable<String>>(
        _ arguments: any ArgumentReader, _ typeName: String, _: E.Type
    ) throws(ArgumentError) -> E? {
        switch try arguments.take(nil, as: .enumeration(typeName)) {
        case .none?: return nil
        case .enumCase(let name, _)?:
            guard let value = E(rawValue: name) else {
                throw ArgumentError("unknown \(typeName) '.\(name)'", at: .some(nil))
            }
            return value
        case nil: throw arguments.missing(nil)
        default: throw ArgumentError("expected a \(typeName)", at: .some(nil))
        }
    }
}
