import FlipbookModel

/// Wrapping display items in groups, skipping groups that would change nothing.
enum DisplayEffects {
    static func opacity(_ opacity: Double, _ items: [DisplayItem]) -> [DisplayItem] {
        if items.isEmpty || opacity <= 0 { return [] }
        if opacity >= 1 { return items }
        return [.group(GroupItem(opacity: opacity, items: items))]
    }

    static func transform(_ transform: AffineTransform, _ items: [DisplayItem]) -> [DisplayItem] {
        if items.isEmpty || transform.isIdentity { return items }
        // Nested pure transforms collapse into one group.
        if items.count == 1, case .group(var inner) = items[0], inner.opacity == 1, inner.clip == nil {
            inner.transform = transform.concatenating(inner.transform)
            return [.group(inner)]
        }
        return [.group(GroupItem(transform: transform, items: items))]
    }

    static func clip(_ shape: PathShape, _ items: [DisplayItem]) -> [DisplayItem] {
        if items.isEmpty { return [] }
        return [.group(GroupItem(clip: shape, items: items))]
    }
}
