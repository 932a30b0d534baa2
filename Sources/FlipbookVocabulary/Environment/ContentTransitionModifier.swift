import FlipbookModel

/// `contentTransition(_:)` with `.identity`, `.opacity`, `.interpolate`,
/// `.numericText(countsDown:)` / `.numericText(value:)` and `.symbolEffect`: how the content of
/// the views below changes in an animated transaction (docs/semantics.md).
public struct ContentTransitionModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var kind: ContentTransitionKind

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ContentTransitionModifier {
        guard case .enumCase(let name, let payload)? = try arguments.take(nil, as: .enumeration("ContentTransition")) else {
            throw ArgumentError("contentTransition(_:) needs a transition such as .numericText() or .opacity", at: .some(nil))
        }
        switch name {
        case "identity": return ContentTransitionModifier(kind: .identity)
        case "opacity", "symbolEffect": return ContentTransitionModifier(kind: .opacity)
        case "interpolate": return ContentTransitionModifier(kind: .automatic)
        case "numericText":
            let countsDown = payload.contains { if case .bool(true) = $0 { true } else { false } }
            return ContentTransitionModifier(kind: .numericText(countsDown: countsDown))
        case ContentTransitionNames.numericTextCountingDown:
            return ContentTransitionModifier(kind: .numericText(countsDown: true))
        default:
            throw ArgumentError(
                "contentTransition(.\(name)) is not supported by Flipbook yet (.identity, .opacity, .interpolate, .numericText())",
                at: .some(nil))
        }
    }

    public func apply(to environment: inout EnvironmentValues) { environment.contentTransition = kind }

    public var description: String { "contentTransition(\(kind))" }
}

/// How a `ContentTransition` value names `.numericText(countsDown: true)`: a name no Swift code
/// writes.
public enum ContentTransitionNames {
    public static let numericTextCountingDown = "numericText‹countsDown›"
}
