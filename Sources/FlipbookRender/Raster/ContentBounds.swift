import FlipbookModel

/// Where display items can draw, in their own coordinates: a conservative box, used to size
/// layers (never to clip), or `unbounded` when it cannot be known (a perspective that sends a
/// corner behind the viewer).
enum ContentBounds: Equatable {
    case empty
    case bounded(Rect)
    case unbounded

    static func of(_ items: [DisplayItem]) -> ContentBounds {
        items.reduce(.empty) { $0.union(of($1)) }
    }

    static func of(_ item: DisplayItem) -> ContentBounds {
        switch item {
        case .shape(let shape):
            guard let box = shape.path.controlBounds else { return .empty }
            if case .stroke(let style) = shape.style {
                let reach = style.lineWidth / 2 * max(style.lineJoin == .miter ? min(max(style.miterLimit, 1), 100) : 1, 1.5)
                return .bounded(box.insetBy(dx: -reach, dy: -reach)).checked
            }
            return .bounded(box)
        case .text(let text):
            return text.lines.reduce(ContentBounds.empty) { bounds, line in
                guard let size = line.runs.map(\.size).max() else { return bounds }
                // Glyph ink may overhang the advance and rise above the ascent (accents,
                // synthetic italics): an em on each side, two above, one below the baseline.
                let origin = text.origin + line.origin
                let box = Rect(x: origin.x - size, y: origin.y - 2 * size, width: line.width + 2 * size, height: 3 * size)
                return bounds.union(ContentBounds.bounded(box).checked)
            }
        case .group(let group):
            return of(group)
        case .backdrop(let backdrop):
            return backdrop.clip.path.controlBounds.map(ContentBounds.bounded) ?? .empty
        case .image(let image):
            return ContentBounds.bounded(image.rect).checked
        }
    }

    static func of(_ group: GroupItem) -> ContentBounds {
        guard group.opacity > 0 else { return .empty }
        var content = of(group.items)
        if let clip = group.clip { content = content.intersection(clip.path.controlBounds.map(ContentBounds.bounded) ?? .empty) }
        if let mask = group.mask { content = content.intersection(of(mask)) }
        for filter in group.filters {
            switch filter {
            case .blur(let radius, _):
                content = content.outset(by: 3 * max(0, radius))
            case .shadow(_, let radius, let offset):
                content = content.union(content.offset(by: offset).outset(by: 3 * max(0, radius)))
            case .colorMatrix, .innerShadow, .alphaThreshold:
                break
            }
        }
        var transform = group.transform
        if let projection = group.projection, !projection.isIdentity {
            guard projection.isAffine else { return content.transformed(by: transform).projected(by: projection) }
            transform = projection.affine.concatenating(transform)
        }
        return content.transformed(by: transform)
    }

    func union(_ other: ContentBounds) -> ContentBounds {
        switch (self, other) {
        case (.empty, _): other
        case (_, .empty): self
        case (.unbounded, _), (_, .unbounded): .unbounded
        case (.bounded(let a), .bounded(let b)): .bounded(a.union(b))
        }
    }

    func intersection(_ other: ContentBounds) -> ContentBounds {
        switch (self, other) {
        case (.empty, _), (_, .empty): .empty
        case (.unbounded, _): other
        case (_, .unbounded): self
        case (.bounded(let a), .bounded(let b)):
            a.maxX > b.minX && b.maxX > a.minX && a.maxY > b.minY && b.maxY > a.minY
                ? .bounded(
                    Rect(
                        x: max(a.minX, b.minX), y: max(a.minY, b.minY),
                        width: min(a.maxX, b.maxX) - max(a.minX, b.minX),
                        height: min(a.maxY, b.maxY) - max(a.minY, b.minY)))
                : .empty
        }
    }

    func outset(by amount: Double) -> ContentBounds {
        guard case .bounded(let r) = self else { return self }
        return ContentBounds.bounded(r.insetBy(dx: -amount, dy: -amount)).checked
    }

    func offset(by point: Point) -> ContentBounds {
        guard case .bounded(let r) = self else { return self }
        return ContentBounds.bounded(Rect(origin: r.origin + point, size: r.size)).checked
    }

    func transformed(by transform: AffineTransform) -> ContentBounds {
        guard case .bounded(let r) = self, !transform.isIdentity else { return self }
        return ContentBounds.bounded(transform.bounds(of: r)).checked
    }

    /// Through a perspective: the box of the corners' images when all four are in front of the
    /// viewer (the image of a rectangle is then the quadrilateral through them), else unknown.
    func projected(by projection: ProjectionTransform) -> ContentBounds {
        guard case .bounded(let r) = self else { return self }
        let corners = r.corners.compactMap(projection.apply)
        guard corners.count == 4 else { return .unbounded }
        return ContentBounds.bounded(Rect(enclosing: corners)).checked
    }

    /// Non-finite boxes become `unbounded` (a 1e300 coordinate): sized by the canvas instead.
    var checked: ContentBounds {
        guard case .bounded(let r) = self else { return self }
        return [r.minX, r.minY, r.maxX, r.maxY].allSatisfy(\.isFinite) ? self : .unbounded
    }
}
