/// A built-in container (stacks, grids, scroll views, `GeometryReader`…): SwiftUI's `Layout`
/// protocol, propose and respond. Containers draw nothing of their own.
public protocol ContainerLayout: Hashable, Sendable, CustomStringConvertible {
    /// The axis along which a `Spacer` child stretches (nil: it is not in a stack).
    var spacerAxis: Axis? { get }

    /// Whether the children are clipped to the container's frame (`ScrollView`).
    var clipsChildren: Bool { get }

    /// The container's size for `proposal`, measuring `subviews` as it needs.
    func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size

    /// Where each subview goes once the container is placed in `bounds` (canvas points).
    /// One placement per subview, in order.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement]

    /// The container size views inside measure themselves against (`containerRelativeFrame`
    /// looks for the nearest scroll view) when the container is offered `proposal` inside a
    /// container of `outer` size; nil when it is not such a container.
    func containerSize(for proposal: ProposedSize, outer: Size) -> Size?

    /// For a scroll view asked to scroll to a view inside it: the target and the axes it
    /// scrolls along. The placed content moves so that the target shows (`ScrollTarget`).
    var scrollTarget: (target: ScrollTarget, axes: Set<Axis>)? { get }
}

extension ContainerLayout {
    public func containerSize(for proposal: ProposedSize, outer: Size) -> Size? { nil }
    public var scrollTarget: (target: ScrollTarget, axes: Set<Axis>)? { nil }
}

/// Where a subview goes: its `anchor` at `position`, offered `proposal`.
public struct SubviewPlacement: Hashable, Sendable {
    public var position: Point
    public var anchor: UnitPoint
    public var proposal: ProposedSize
    /// Where the subview's own children go, when this container lays out its grandchildren
    /// (`Grid` places the cells of its `GridRow`s): one placement per child of
    /// `LayoutSubview.children`, positions relative to the origin of the subview's content
    /// frame. nil: the subview's own layout places them.
    public var children: [SubviewPlacement]?

    public init(
        position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize, children: [SubviewPlacement]? = nil
    ) {
        self.position = position
        self.anchor = anchor
        self.proposal = proposal
        self.children = children
    }
}

/// The layout engine's side of a subview: measuring it, its traits and spacing preferences.
public protocol SubviewMeasuring: AnyObject {
    func sizeThatFits(subview: Int, _ proposal: ProposedSize) -> Size
    func dimensions(subview: Int, _ proposal: ProposedSize) -> ViewDimensions
    func traits(subview: Int) -> ViewTraits
    func spacing(subview: Int) -> ViewSpacing
    /// The subview's own children, for containers that lay out their grandchildren (`Grid`
    /// lays out the cells of its `GridRow`s).
    func children(subview: Int) -> LayoutSubviews?
    /// The subview's layout, if it is a container (`Grid` recognises its `GridRow`s).
    func container(subview: Int) -> AnyContainerLayout?
    /// Runs the scene's own code for a container written in the scene (`SceneLayout`).
    var evaluator: (any LiveEvaluating)? { get }
    /// Records an error of the scene's code run during layout; the layout then fails with it.
    func report(_ error: LiveError)
}

extension SubviewMeasuring {
    public func container(subview: Int) -> AnyContainerLayout? { nil }
    public var evaluator: (any LiveEvaluating)? { nil }
    public func report(_ error: LiveError) {}
}

/// A container whose value depends on the environment it is evaluated in (`ScrollView` reads
/// `.scrollClipDisabled`); the interpreter resolves it once, when the tree is evaluated.
public protocol EnvironmentResolvingLayout: ContainerLayout {
    func resolved(in environment: EnvironmentValues) -> Self
}

/// A container's children, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
    let engine: any SubviewMeasuring
    let indices_: [Int]

    public init(engine: any SubviewMeasuring, indices: [Int]) {
        self.engine = engine
        self.indices_ = indices
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { indices_.count }

    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(engine: engine, index: indices_[position])
    }
}

/// One child of a container.
public struct LayoutSubview {
    let engine: any SubviewMeasuring
    let index: Int

    public func sizeThatFits(_ proposal: ProposedSize) -> Size { engine.sizeThatFits(subview: index, proposal) }
    public func dimensions(in proposal: ProposedSize) -> ViewDimensions { engine.dimensions(subview: index, proposal) }
    public var traits: ViewTraits { engine.traits(subview: index) }
    public var priority: Double { traits.layoutPriority }
    public var spacing: ViewSpacing { engine.spacing(subview: index) }
    public var children: LayoutSubviews? { engine.children(subview: index) }
    public var container: AnyContainerLayout? { engine.container(subview: index) }
}

/// A view's preferred spacing to its neighbours (SwiftUI's `ViewSpacing`), per edge.
///
/// SwiftUI picks the space between two adjacent views from both views' kinds. Flipbook knows
/// one kind of view for now: every pair is 8 points apart (SEMANTICS §8), and a `Spacer`, which
/// has no preference, gets the same.
public struct ViewSpacing: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 8, leading: Double = 8, bottom: Double = 8, trailing: Double = 8) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let `default` = ViewSpacing()
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The distance from a view with this spacing to the `next` one along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        switch axis {
        case .horizontal: max(trailing, next.leading)
        case .vertical: max(bottom, next.top)
        }
    }
}

/// A built-in container of any kind, compared and hashed by value.
public struct AnyContainerLayout: Hashable, Sendable, CustomStringConvertible {
    public var base: any ContainerLayout

    public init(_ base: some ContainerLayout) { self.base = base }

    public static func == (lhs: AnyContainerLayout, rhs: AnyContainerLayout) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    public var description: String { base.description }
}
