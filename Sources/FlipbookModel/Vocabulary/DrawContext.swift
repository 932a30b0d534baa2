/// What drawing code may use besides the geometry it is given.
public struct DrawContext: Sendable {
    /// The view being drawn (every display item keeps it).
    public var identity: Identity
    public var span: SourceSpan
    /// Runs the scene's own shapes and effects; nil in contexts without scene code (tests).
    public var evaluator: (any LiveEvaluating)?
    /// Pixels per point.
    public var scale: Double

    public init(identity: Identity, span: SourceSpan, evaluator: (any LiveEvaluating)?, scale: Double) {
        self.identity = identity
        self.span = span
        self.evaluator = evaluator
        self.scale = scale
    }
}

/// Wrapping display items in groups, skipping groups that would change nothing: the one place
/// effects build groups, so that display lists stay as flat as they can.
public enum DisplayEffects {
    public static func opacity(_ opacity: Double, _ items: [DisplayItem]) -> [DisplayItem] {
        if items.isEmpty || !(opacity > 0) { return [] }
        if opacity >= 1 { return items }
        return [.group(GroupItem(opacity: opacity, items: items))]
    }

    public static func transform(_ transform: AffineTransform, _ items: [DisplayItem]) -> [DisplayItem] {
        if items.isEmpty || transform.isIdentity { return items }
        // Nested pure transforms collapse into one group.
        if items.count == 1, case .group(var inner) = items[0], inner.isPlainTransform {
            inner.transform = transform.concatenating(inner.transform)
            return [.group(inner)]
        }
        return [.group(GroupItem(transform: transform, items: items))]
    }

    public static func projection(_ projection: ProjectionTransform, _ items: [DisplayItem]) -> [DisplayItem] {
        if items.isEmpty || projection.isIdentity { return items }
        if projection.isAffine { return transform(projection.affine, items) }
        return [.group(GroupItem(projection: projection, items: items))]
    }

    public static func clip(_ clip: Clip, _ items: [DisplayItem]) -> [DisplayItem] {
        if items.isEmpty { return [] }
        return [.group(GroupItem(clip: clip, items: items))]
    }

    public static func filter(_ filter: Filter, _ items: [DisplayItem]) -> [DisplayItem] {
        if items.isEmpty { return [] }
        // Consecutive filters on one otherwise plain group share it.
        if items.count == 1, case .group(var inner) = items[0], inner.opacity == 1, inner.blendMode == .normal,
            inner.mask == nil
        {
            inner.filters.append(filter)
            return [.group(inner)]
        }
        return [.group(GroupItem(filters: [filter], items: items))]
    }

    public static func group(_ group: GroupItem) -> [DisplayItem] {
        group.items.isEmpty ? [] : [.group(group)]
    }
}
