/// Where `ScrollViewProxy.scrollTo(_:anchor:)` asked the scroll views below its reader to
/// scroll: the view whose `.id` (or `ForEach` element id) is `id`, brought to `anchor` of the
/// visible area, or, without one, just into view.
public struct ScrollTarget: Hashable, Sendable {
    public var id: IdentityKey
    public var anchor: UnitPoint?
    /// `.scrollPosition(id:)` without an anchor: the target takes the place where the content
    /// starts (where the first view rests, after the content margins), as a scroll view aligned
    /// to its views shows the one scrolled to.
    public var alignsWithContentStart: Bool

    public init(id: IdentityKey, anchor: UnitPoint?, alignsWithContentStart: Bool = false) {
        self.id = id
        self.anchor = anchor
        self.alignsWithContentStart = alignsWithContentStart
    }

    /// Whether a view of this identity is the target: its own `.id`, or the element id of the
    /// `ForEach` element it is the view of (`[12]/0`), is the id.
    public func matches(_ identity: Identity) -> Bool {
        var components = identity.components[...]
        while case .slot? = components.last { components = components.dropLast() }
        switch components.last {
        case .explicit(let key)?, .element(let key)?: return key == id
        default: return false
        }
    }

    /// How far content must move along one axis (positive: towards its start) to bring the
    /// target (`targetStart`, `targetLength`) to `anchor` of the visible span (`start`,
    /// `length`), or just into view without one; clamped so that the content (`contentStart`,
    /// `contentLength`) still covers the visible span, and zero when it is shorter.
    public func offset(
        target targetStart: Double, _ targetLength: Double, visible start: Double, _ length: Double,
        content contentStart: Double, _ contentLength: Double, fraction: Double?
    ) -> Double {
        guard contentLength > length else { return 0 }
        var offset: Double
        if alignsWithContentStart {
            // From rest (the content's start where it lies) to its end in view.
            let most = contentStart + contentLength - (start + length)
            return min(max(targetStart - contentStart, 0), max(most, 0))
        }
        if let fraction {
            offset = targetStart + fraction * targetLength - (start + fraction * length)
        } else if targetStart < start {
            offset = targetStart - start
        } else if targetStart + targetLength > start + length {
            offset = min(targetStart + targetLength - (start + length), targetStart - start)
        } else {
            offset = 0
        }
        let least = contentStart - start
        let most = contentStart + contentLength - (start + length)
        offset = min(max(offset, least), most)
        return offset
    }
}
