import FlipbookModel

/// `contentMargins(_ edges: = .all, _ length:, for: = .automatic)` and
/// `contentMargins(_ insets:, for:)`: the margins scroll views below put around their content
/// (written into the environment; `ScrollViewLayout` reads it). Edges not named keep the margins
/// from above. `for: .scrollIndicators` changes nothing drawn: indicators are hidden at rest.
public struct ContentMargins: EnvironmentModifierKind, ArgumentConstructible {
    /// The margins by edge; nil leaves an edge as it was.
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    /// SwiftUI's margin when the length is nil (the system's default).
    public static let defaultLength = 16.0

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ContentMargins {
        var edges = Set(Edge.allCases)
        var length: Double? = nil
        var margins = ContentMargins()
        switch try arguments.take(nil, as: .edgeSet) {
        case .edgeSet(let set)?:
            edges = set
            length = try arguments.double(nil)
        case .edge(let edge)?:
            edges = [edge]
            length = try arguments.double(nil)
        case .edgeInsets(let insets)?:
            margins = ContentMargins(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
            edges = []
        case .double(let d)?: length = d
        case .int(let i)?: length = Double(i)
        case .none?, nil: break
        default:
            throw ArgumentError("contentMargins takes edges (such as .horizontal) and a length, or EdgeInsets", at: .some(nil))
        }
        let placement = try arguments.enumCase("for", "ContentMarginPlacement")
        if placement == "scrollIndicators" { return ContentMargins() }
        let value = length ?? defaultLength
        guard value.isFinite, value >= 0 else {
            throw ArgumentError("contentMargins length must be finite and not negative", at: .some(nil))
        }
        if edges.contains(.top) { margins.top = value }
        if edges.contains(.leading) { margins.leading = value }
        if edges.contains(.bottom) { margins.bottom = value }
        if edges.contains(.trailing) { margins.trailing = value }
        return margins
    }

    public func apply(to environment: inout EnvironmentValues) {
        if let top { environment.contentMargins.top = top }
        if let leading { environment.contentMargins.leading = leading }
        if let bottom { environment.contentMargins.bottom = bottom }
        if let trailing { environment.contentMargins.trailing = trailing }
    }

    public var description: String {
        "contentMargins(" + [top, leading, bottom, trailing].map { $0.map(formatNumber) ?? "_" }.joined(separator: " ") + ")"
    }
}
