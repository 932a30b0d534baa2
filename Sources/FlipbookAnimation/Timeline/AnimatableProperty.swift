import FlipbookModel

/// Which animatable value of a view a track holds.
enum AnimatableProperty: Hashable, Sendable {
    /// `layers[index]` of the view's layout, relative to its parent's content origin: [x, y, w, h].
    case layer(Int)
    /// The animatable parameters of `modifiers[index]`.
    case modifier(Int)
    /// The content's colour (linear RGBA) and shape parameters.
    case content
    /// The transition's parameter vector (TransitionGeometry).
    case transition
}

/// A view's property, the key of its track.
struct TrackKey: Hashable, Sendable {
    var identity: Identity
    var property: AnimatableProperty
}

/// The animatable data of modifiers and contents as vectors (SEMANTICS §3, "what interpolates").
enum AnimatableVectors {
    static func frame(_ rect: Rect, relativeTo origin: Point) -> [Double] {
        [rect.minX - origin.x, rect.minY - origin.y, rect.width, rect.height]
    }

    static func rect(_ values: [Double], relativeTo origin: Point) -> Rect {
        Rect(x: values[0] + origin.x, y: values[1] + origin.y, width: max(0, values[2]), height: max(0, values[3]))
    }

    /// The parameters of a modifier that animate; nil when it has none.
    static func modifier(_ modifier: ViewModifier) -> [Double]? {
        switch modifier {
        case .opacity(let o): [o]
        case .scaleEffect(let x, let y, let anchor): [x, y, anchor.x, anchor.y]
        case .rotationEffect(let angle, let anchor): [angle.radians, anchor.x, anchor.y]
        case .offset(let x, let y): [x, y]
        case .clipRoundedRectangle(let radius): [radius]
        default: nil
        }
    }

    /// The content's animatable data: colours in linear light (SEMANTICS §5), corner radius.
    static func content(_ content: ViewContent) -> [Double]? {
        switch content {
        case .shape(let kind, let fill):
            if case .roundedRectangle(let radius) = kind { return fill.linear + [radius] }
            return fill.linear
        case .color(let color): return color.linear
        case .text(_, _, let color): return color.linear
        default: return nil
        }
    }
}
