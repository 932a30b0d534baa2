import FlipbookModel

/// How a `List` draws a section's header or footer (not a modifier a scene names): footnote
/// text in the secondary label colour, headers in capitals as iOS shows them in grouped lists.
public struct ListSectionLabelStyle: EnvironmentModifierKind {
    public var isHeader: Bool
    /// `.headerProminence(.increased)`: a header in the headline style and the primary colour,
    /// as written (chosen: docs/semantics.md, "Layout").
    public var isProminent: Bool

    public init(isHeader: Bool, isProminent: Bool = false) {
        self.isHeader = isHeader
        self.isProminent = isProminent
    }

    public func apply(to environment: inout EnvironmentValues) {
        if isHeader && isProminent {
            environment.font = .textStyle(.headline)
            environment.fontWeight = nil
            environment.foregroundStyle = .color(.system(.label))
            return
        }
        environment.font = .textStyle(.footnote)
        environment.fontWeight = nil
        environment.foregroundStyle = .color(.system(.secondaryLabel))
        if isHeader { environment.textCase = .uppercase }
    }

    public var description: String {
        isHeader ? (isProminent ? "listSectionHeader(prominent)" : "listSectionHeader") : "listSectionFooter"
    }
}
