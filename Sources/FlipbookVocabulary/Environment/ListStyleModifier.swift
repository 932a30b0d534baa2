import FlipbookModel

/// `listStyle(_:)`: the style of the `List`s below (`.plain`, `.insetGrouped`, `.grouped`,
/// `.inset`, `.sidebar`, `.automatic`), written into the environment as SwiftUI does, so it
/// may be set on the list or on any view around it.
public struct ListStyleModifier: EnvironmentModifierKind, ArgumentConstructible {
    public var style: ListStyleKind

    public init(_ style: ListStyleKind) { self.style = style }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ListStyleModifier {
        guard let name = try arguments.enumCase(nil, "ListStyle") else { throw arguments.missing(nil) }
        // `PlainListStyle()` arrives as `.plain` (NativeGlobals); a case named with the suffix
        // is read the same way.
        let member = name.hasSuffix("ListStyle") ? String(name.dropLast("ListStyle".count)).lowercasedFirst : name
        guard let style = ListStyleKind(rawValue: member) else {
            throw ArgumentError(
                "listStyle: unknown list style '.\(name)' (expected one of \(ListStyleKind.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")))",
                at: .some(nil))
        }
        return ListStyleModifier(style)
    }

    public func apply(to environment: inout EnvironmentValues) { environment.listStyle = style }

    public var description: String { "listStyle(.\(style.rawValue))" }
}

extension String {
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
