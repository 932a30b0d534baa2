import FlipbookModel

/// Which animatable value of a view a track holds.
enum AnimatableProperty: Hashable, Sendable {
    /// `layers[index]` of the view's layout, in canvas coordinates: [x, y, w, h]. SwiftUI
    /// animates every view's own frame on the canvas (SEMANTICS §2, geometry animation).
    case layer(Int)
    /// The animatable data of `modifiers[index]`.
    case modifier(Int)
    /// The animatable data of the content (a leaf's colours and shape parameters).
    case content
    /// The animatable data of the transition's modifiers, concatenated (`TransitionVector`).
    case transition
    /// A content cross-fade's progress, 0 to 1 (`ContentFade`).
    case contentFade
}

/// A view's property, the key of its track.
struct TrackKey: Hashable, Sendable {
    var identity: Identity
    var property: AnimatableProperty
}

/// The animatable data of the parts of a view, as vectors.
enum AnimatableVectors {
    static func frame(_ rect: Rect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height]
    }

    static func rect(_ values: [Double]) -> Rect {
        Rect(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
    }

    /// The data of a modifier, or nil when nothing of it animates on its own (attachments,
    /// animation scopes; modifiers driven by a live scene modifier are handled by the walk).
    static func modifier(_ modifier: NodeModifier) -> [Double]? {
        switch modifier {
        case .effect(let m):
            let data = m.animatableData
            return data.isEmpty ? nil : data
        case .live(let live): return live.animatableData
        case .attachment, .animation: return nil
        }
    }

    /// Whether a modifier can interpolate into another (same kind, same data size).
    static func isInterpolable(_ old: NodeModifier, _ new: NodeModifier) -> Bool {
        switch (old, new) {
        case (.effect(let a), .effect(let b)): a.isSameKind(as: b)
        case (.live(let a), .live(let b)):
            a.handle.typeName == b.handle.typeName && a.animatableData.count == b.animatableData.count
        default: false
        }
    }

    /// The data of a view's content, or nil for containers and empty views.
    static func content(_ content: ViewContent) -> [Double]? {
        if case .leaf(let leaf) = content {
            let data = leaf.animatableData
            return data.isEmpty ? nil : data
        }
        return nil
    }

    static func isInterpolable(_ old: ViewContent, _ new: ViewContent) -> Bool {
        if case .leaf(let a) = old, case .leaf(let b) = new { return a.isSameKind(as: b) }
        return false
    }

    /// Indices of the modifiers whose data a live scene modifier drives (recomputed every frame
    /// from its own data, so they have no tracks of their own).
    static func drivenIndices(_ modifiers: [NodeModifier]) -> Set<Int> {
        var driven: Set<Int> = []
        for (i, modifier) in modifiers.enumerated() {
            if case .live(let live) = modifier {
                for j in (i + 1)..<min(modifiers.count, i + 1 + live.count) { driven.insert(j) }
            }
        }
        return driven
    }
}
