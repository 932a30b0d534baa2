/// The anchors scroll views below rest at (`defaultScrollAnchor`): nil is the top leading
/// corner for content longer than the scroll view, and centred across for shorter content.
public struct ScrollAnchor: Hashable, Sendable {
    public var initialOffset: UnitPoint?
    public var alignment: UnitPoint?

    public init(initialOffset: UnitPoint? = nil, alignment: UnitPoint? = nil) {
        self.initialOffset = initialOffset
        self.alignment = alignment
    }
}
