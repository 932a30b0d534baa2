import FlipbookModel

/// `labelStyle(_:)`: which parts of the `Label`s below are drawn (`.titleAndIcon`,
/// `.titleOnly`, `.iconOnly`, `.automatic`), written into the environment as SwiftUI does.
public struct LabelStyleModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var style: LabelStyleKind

    public init(_ style: LabelStyleKind) { self.style = style }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> LabelStyleModifier {
        guard let name = try arguments.enumCase(nil, "LabelStyle") else { throw arguments.missing(nil) }
        // `TitleOnlyLabelStyle()` and the like arrive as their type name.
        var member = name.hasSuffix("LabelStyle") ? String(name.dropLast("LabelStyle".count)) : name
        member = member.prefix(1).lowercased() + member.dropFirst()
        guard let style = LabelStyleKind(rawValue: member) else {
            throw ArgumentError(
                "labelStyle: unknown label style '.\(name)' (expected one of \(LabelStyleKind.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")))",
                at: .some(nil))
        }
        return LabelStyleModifier(style)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.labelStyle = style }

    public var description: String { "labelStyle(.\(style.rawValue))" }
}
