/// A built-in view without children (a shape, a colour, text, a spacer, a divider, a symbol):
/// one type per view, that measures and draws itself.
public protocol LeafView: Hashable, Sendable, CustomStringConvertible {
    /// The view with what it takes from the environment resolved (font, foreground, scheme).
    func resolved(in environment: EnvironmentValues) -> Self

    /// The size the view chooses for `proposal`, with what drawing needs (laid-out text).
    func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement

    /// The values SwiftUI interpolates when the view changes (colours, shape parameters).
    var animatableData: [Double] { get set }

    /// The display items of the view in `frame` (canvas points, animated); `measurement` is
    /// what `measure` answered for the proposal the view was placed with.
    func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) throws(LiveError) -> [DisplayItem]

    /// What the view shows that cannot interpolate (a text's characters, a symbol's name): when
    /// it changes under an animation the content cross-fades (`.contentTransition`). nil for
    /// views whose changes all interpolate (shapes, colours).
    var discreteContent: AnyHashable? { get }

    /// The layout priority the view has of its own, before any `.layoutPriority(_:)`: 0, and
    /// −∞ for a `Spacer`, which a stack sizes after every other child.
    var intrinsicLayoutPriority: Double { get }

    /// What else two values of the view must share to interpolate, beyond the length of their
    /// `animatableData` (a mesh gradient's grid: a 2 × 3 and a 3 × 2 mesh have data of one
    /// length whose components mean different vertices). nil when the length says enough.
    var interpolationKey: AnyHashable? { get }
}

extension LeafView {
    public var discreteContent: AnyHashable? { nil }
    public var intrinsicLayoutPriority: Double { 0 }
    public var interpolationKey: AnyHashable? { nil }
}

/// What a leaf answered for one proposal.
public struct LeafMeasurement: Hashable, Sendable {
    public var dimensions: ViewDimensions
    public var text: TextLayout?
    /// The box the text's glyphs ink, where the leaf draws by it (a resizable symbol).
    public var inkBounds: Rect?

    public init(dimensions: ViewDimensions, text: TextLayout? = nil) {
        self.dimensions = dimensions
        self.text = text
    }

    public init(size: Size) { self.init(dimensions: ViewDimensions(size: size)) }

    public var size: Size { dimensions.size }
}

/// What measuring a leaf may use.
public struct LeafLayoutContext: Sendable {
    public var measurer: any TextMeasuring
    /// The axis of the stack the view is a direct child of (a `Spacer` stretches along it).
    public var spacerAxis: Axis?
    /// Pixels per point (a `Divider` is one pixel thick).
    public var scale: Double

    public init(measurer: any TextMeasuring, spacerAxis: Axis?, scale: Double) {
        self.measurer = measurer
        self.spacerAxis = spacerAxis
        self.scale = scale
    }
}

/// A built-in leaf view of any kind, compared and hashed by value.
public struct AnyLeafView: Hashable, Sendable, CustomStringConvertible {
    public var base: any LeafView

    public init(_ base: some LeafView) { self.base = base }

    public static func == (lhs: AnyLeafView, rhs: AnyLeafView) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    public var description: String { base.description }

    public var intrinsicLayoutPriority: Double { base.intrinsicLayoutPriority }

    public var animatableData: [Double] {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func resolved(in environment: EnvironmentValues) -> AnyLeafView { AnyLeafView(base.resolved(in: environment)) }

    public func measure(_ proposal: ProposedSize, context: LeafLayoutContext) -> LeafMeasurement {
        base.measure(proposal, context: context)
    }

    public func draw(in frame: Rect, measurement: LeafMeasurement, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        try base.draw(in: frame, measurement: measurement, context: context)
    }

    public var discreteContent: AnyHashable? { base.discreteContent }

    public func isSameKind(as other: AnyLeafView) -> Bool {
        type(of: base) == type(of: other.base) && base.animatableData.count == other.base.animatableData.count
            && base.interpolationKey == other.base.interpolationKey
    }
}
