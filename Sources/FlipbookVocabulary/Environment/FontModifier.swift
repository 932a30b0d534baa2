import FlipbookModel

/// `font(_:)`: the font of the text inside (`nil` restores the default).
public struct FontModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var font: FontSpec?

    public init(_ font: FontSpec?) { self.font = font }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> FontModifier {
        switch try arguments.take(nil, as: .font) {
        case .font(let font)?: return FontModifier(font)
        case .none?: return FontModifier(nil)
        case nil: throw arguments.missing(nil)
        default: throw ArgumentError("font(_:) needs a Font such as .title or .system(size: 20)", at: .some(nil))
        }
    }

    public func apply(to environment: inout EnvironmentValues) {
        environment.font = font
        // A new font replaces the weight and style set by outer modifiers, as Font values do.
        environment.fontWeight = nil
        environment.italic = false
        environment.fontDesign = nil
    }

    public var description: String { "font(\(font.map { "\($0)" } ?? "nil"))" }
}
