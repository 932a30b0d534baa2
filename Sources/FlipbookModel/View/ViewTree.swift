/// The resolved views of one instant: what `evaluate` produces from the program and its state.
/// Everything is resolved (colours, fonts, defaults), so later stages never see syntax.
public struct ViewTree: Hashable, Sendable {
    /// The views at the root of the preview, laid out as a vertical stack in the canvas.
    public var roots: [ViewNode]
    /// What else lives as long as an identity without being a node: the scene's view and
    /// modifier instances (they own `@State`) and the effects (`.task`, `.onAppear`…), in tree
    /// order, parents first.
    public var owners: [Identity]

    public init(roots: [ViewNode], owners: [Identity] = []) {
        self.roots = roots
        self.owners = owners
    }

    /// The length of every node's identity, added up: what indexing and diffing the tree
    /// costs (each identity is hashed and compared whole).
    public var identityLength: Int {
        var length = 0
        func visit(_ node: ViewNode) {
            length += node.identity.components.count
            node.forEachChild(visit)
        }
        roots.forEach(visit)
        return length
    }

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
    /// Modifiers in application order: `modifiers[0]` wraps the content.
    public var modifiers: [NodeModifier]
    /// The transition given by `.transition(_:)`; nil means SwiftUI's default, `.opacity`.
    public var transition: TransitionValue?
    public var traits: ViewTraits
    public var span: SourceSpan

    public init(
        identity: Identity, content: ViewContent, modifiers: [NodeModifier] = [],
        transition: TransitionValue? = nil, traits: ViewTraits = ViewTraits(), span: SourceSpan
    ) {
        self.identity = identity
        self.content = content
        self.modifiers = modifiers
        self.transition = transition
        self.traits = traits
        self.span = span
    }

    /// The child views of the content (a container's children), in order.
    public var contentChildren: [ViewNode] {
        if case .container(_, let children) = content { return children }
        return []
    }

    /// Calls `body` for every child node: attachments and content children in drawing order
    /// (backgrounds, content children, overlays; inner modifiers first; masks are not drawn as
    /// children but are children all the same, last).
    public func forEachChild(_ body: (ViewNode) -> Void) {
        for modifier in modifiers {
            if case .attachment(let a) = modifier, a.kind == .background { body(a.node) }
        }
        contentChildren.forEach(body)
        for modifier in modifiers {
            if case .attachment(let a) = modifier, a.kind == .overlay { body(a.node) }
        }
        for modifier in modifiers {
            if case .attachment(let a) = modifier, a.kind == .mask { body(a.node) }
        }
    }

    public var isEmpty: Bool {
        if case .empty = content { return true }
        return false
    }
}

/// What a view draws or contains.
public enum ViewContent: Hashable, Sendable {
    case leaf(AnyLeafView)
    case container(AnyContainerLayout, children: [ViewNode])
    /// `EmptyView`, or a view that draws nothing and takes no space.
    case empty
}

/// One entry of a view's modifier chain.
public enum NodeModifier: Hashable, Sendable, CustomStringConvertible {
    /// A built-in modifier (layout, drawing, or both).
    case effect(AnyViewModifier)
    /// `background`, `overlay`, `mask`: a view laid out in this view's frame.
    case attachment(Attachment)
    /// `animation(_:value:)`: in a transaction where `value` changed, `animation` drives every
    /// change inside this modifier (the content and the modifiers before it).
    case animation(Animation?, value: IdentityKey)
    /// An `Animatable` modifier of the scene: the next `count` modifiers are its body, which is
    /// evaluated again every frame with `animatableData` interpolated.
    case live(LiveModifier)

    /// Whether it lays out its content (a frame, padding…), as opposed to only drawing it.
    public var isLayout: Bool {
        guard case .effect(let modifier) = self else { return false }
        switch modifier.layoutRole {
        case .layout, .containerRelative: return true
        case .none, .alignmentGuide: return false
        }
    }

    public var description: String {
        switch self {
        case .effect(let m): m.description
        case .attachment(let a): "\(a.kind.rawValue)(\(a.alignment))"
        case .animation(let a, let v): "animation(\(a.map { "\($0)" } ?? "nil"), value: \(v))"
        case .live(let l): "\(l.handle.typeName)(animatableData: \(l.animatableData.map(formatNumber).joined(separator: " ")))"
        }
    }
}

/// A view attached to another: drawn behind it, in front of it, or masking it, laid out in its
/// frame (offered exactly its size, aligned).
public struct Attachment: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case background, overlay, mask }
    public var kind: Kind
    public var alignment: Alignment
    public var node: ViewNode

    public init(kind: Kind, alignment: Alignment, node: ViewNode) {
        self.kind = kind
        self.alignment = alignment
        self.node = node
    }
}

/// A scene modifier whose body runs every frame (`Animatable`, `AnimatableModifier`).
public struct LiveModifier: Hashable, Sendable {
    public var handle: LiveHandle
    public var animatableData: [Double]
    /// How many of the following modifiers its body produced.
    public var count: Int
    /// An `Animatable` view's marker: its body's leaf (a text's string) is also evaluated
    /// again per frame, not only its modifiers.
    public var drivesContent: Bool
    /// An `Animatable` view whose body is several views: the identity its body is expanded
    /// at. The body is evaluated again per frame, and every view in it takes that frame's leaf
    /// and modifier data (`LiveEvaluating.body(of:animatableData:at:)`).
    public var bodyIdentity: Identity?
    /// A modifier's body evaluated per frame for the views it attaches (`.overlay(Text(…))`):
    /// the view it modifies keeps the transaction's drawing.
    public var keepsContent: Bool
    /// How many modifiers the view had before the body's (a `.frame` written before the
    /// modifier): the views the body attaches are numbered after them in the tree, and from
    /// zero when the body is evaluated again on its own.
    public var attachmentOffset: Int

    public init(
        handle: LiveHandle, animatableData: [Double], count: Int, drivesContent: Bool = false,
        bodyIdentity: Identity? = nil, keepsContent: Bool = false, attachmentOffset: Int = 0
    ) {
        self.handle = handle
        self.animatableData = animatableData
        self.count = count
        self.drivesContent = drivesContent
        self.bodyIdentity = bodyIdentity
        self.keepsContent = keepsContent
        self.attachmentOffset = attachmentOffset
    }
}

/// Properties of a view that its parent reads (`layoutPriority`, `zIndex`, grid cell traits)
/// and that matched geometry uses.
public struct ViewTraits: Hashable, Sendable {
    public var layoutPriority: Double = 0
    public var zIndex: Double = 0
    public var gridCellColumns: Int = 1
    public var gridCellAnchor: UnitPoint?
    public var gridColumnAlignment: HorizontalAlignment?
    public var gridCellUnsizedAxes: Set<Axis> = []
    public var matchedGeometry: MatchedGeometry?
    /// How a leaf's content (a text's string, a symbol) changes under animation.
    public var contentTransition: ContentTransitionKind = .automatic
    /// The part of a `Section` the view is, which a lazy grid lays out: headers and footers
    /// span it, and a section's rows start a line of their own.
    public var sectionRole: SectionRole?
    /// `.layoutValue(key:value:)`: the values a custom `Layout` reads from its subviews, by
    /// key type, as live values.
    public var layoutValues: [String: LiveHandle] = [:]

    public init() {}
}

/// Where a view sits in the `Section` that built it.
public enum SectionRole: Hashable, Sendable {
    case header
    case footer
    /// The first view of the section's content.
    case firstRow
}

/// `.contentTransition(_:)`: how a view's content changes when it cannot interpolate (a text
/// gets another string) in an animated transaction.
public enum ContentTransitionKind: Hashable, Sendable {
    /// SwiftUI's default (`.interpolate`): drawn as a cross-fade.
    case automatic
    /// The new content at once.
    case identity
    /// A cross-fade.
    case opacity
    /// `.numericText(countsDown:)`: the new text rises into place (falls when counting down) as
    /// the old one leaves, each fading.
    case numericText(countsDown: Bool)
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
public struct MatchedGeometry: Hashable, Sendable {
    public enum Properties: String, Hashable, Sendable { case frame, position, size }
    public var namespace: IdentityKey
    public var id: IdentityKey
    public var properties: Properties
    public var anchor: UnitPoint
    public var isSource: Bool
    /// Which of the view's frames the effect is attached at: how many of its modifiers are
    /// inside it (frames further out, such as a later `.padding`, are not matched). Set when the
    /// modifier is applied to the view.
    public var layer: Int?

    public init(namespace: IdentityKey, id: IdentityKey, properties: Properties, anchor: UnitPoint, isSource: Bool) {
        self.namespace = namespace
        self.id = id
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }
}
