import FlipbookModel

/// How a `List` draws a section's header or footer (not a modifier a scene names): footnote
/// text in the secondary label colour, headers in capitals as iOS shows them in grouped lists.
public struct ListSectionLabelStyle: EnvironmentModifierKind {
    public var isHeader: Bool

    public init(isHeader: Bool) { self.isHeader = isHeader }

    public func apply(to environment: inout EnvironmentValues) {
        environment.font = .textStyle(.footnote)
        environment.fontWeight = nil
        environment.foregroundStyle = .color(.system(.secondaryLabel))
        if isHeader { environment.textCase = .uppercase }
    }

    public var description: String { isHeader ? "listSectionHeader" : "listSectionFooter" }
}
