/// The resolved views of one instant: what `evaluate` produces from the program and its state.
/// Everything is resolved (colours, fonts, defaults), so later stages never see syntax.
public struct ViewTree: Hashable, Sendable {
    /// The views at the root of the preview, laid out as a vertical stack in the canvas.
    public var roots: [ViewNode]

    public init(roots: [ViewNode]) { self.roots = roots }

    /// Every node, parents before children, in drawing order.
    public func allNodes() -> [ViewNode] {
        var out: [ViewNode] = []
        func visit(_ node: ViewNode) {
            out.append(node)
            node.forEachChild(visit)
        }
        roots.forEach(visit)
        return out
    }
}

/// One view: its content and the modifiers applied to it, innermost first.
public struct ViewNode: Hashable, Sendable {
    public var identity: Identity
    public var content: ViewContent
    /// Layout and rendering modifiers in application order: `modifiers[0]` wraps the content.
    public var modifiers: [ViewModifier]
    /// The transition given by `.transition(_:)`; `nil` means SwiftUI's default, `.opacity`.
    public var transition: Transition?
    public var span: SourceSpan

    public init(identity: Identity, content: ViewContent, modifiers: [ViewModifier] = [],
                transition: Transition? = nil, span: SourceSpan) {
        self.identity = identity
        self.content = content
        self.modifiers = modifiers
        self.transition = transition
        self.span = span
    }

    /// The transition that runs when this view is inserted or removed.
    public var effectiveTransition: Transition { transition ?? .default }

    /// The child views of the content (stack children), in order.
    public var contentChildren: [ViewNode] {
        if case .stack(_, let children) = content { return children }
        return []
    }

    /// Calls `body` for every child node: background/overlay attachments and content children,
    /// in drawing order (backgrounds, content children, overlays; inner modifiers first).
    public func forEachChild(_ body: (ViewNode) -> Void) {
        for modifier in modifiers {
            if case .background(let child, _) = modifier { body(child) }
        }
        contentChildren.forEach(body)
        for modifier in modifiers {
            if case .overlay(let child, _) = modifier { body(child) }
        }
    }
}

/// What a view draws or contains.
public enum ViewContent: Hashable, Sendable {
    case shape(ShapeKind, fill: RGBA)
    /// A `Color` used as a view: fills the space it is offered.
    case color(RGBA)
    case text(String, font: FontSpec, color: RGBA)
    case stack(StackKind, children: [ViewNode])
    case spacer(minLength: Double?)
    /// `EmptyView`, or a view that draws nothing.
    case empty
}

/// The three stacks of SwiftUI.
public enum StackKind: Hashable, Sendable {
    case vertical(alignment: HorizontalAlignment, spacing: Double?)
    case horizontal(alignment: VerticalAlignment, spacing: Double?)
    case z(alignment: Alignment)
}

/// The built-in shapes.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
}

/// A layout or rendering modifier, resolved.
public enum ViewModifier: Hashable, Sendable {
    /// `frame(width:height:alignment:)`; a nil dimension takes the child's.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    /// A render translation; layout is unchanged.
    case offset(x: Double, y: Double)
    /// Centres the view at a point of its parent's space; takes all the space offered.
    case position(x: Double, y: Double)
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)
    case opacity(Double)
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    case rotationEffect(Angle, anchor: UnitPoint)
    /// `cornerRadius(_:)`: clips to a rounded rectangle of the view's frame.
    case clipRoundedRectangle(cornerRadius: Double)
    /// `animation(_:value:)`: in a transaction where `value` changed, `animation` drives every
    /// change inside this modifier (the content and the modifiers before it).
    case animation(Animation?, value: IdentityKey)

    /// Whether the modifier produces a new layout frame (rather than drawing effects only).
    public var affectsLayout: Bool {
        switch self {
        case .frame, .flexibleFrame, .padding, .position: true
        default: false
        }
    }
}

/// The limits of a flexible frame; nil means unconstrained in that respect.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
