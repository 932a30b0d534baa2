/// A built-in view modifier: one type per modifier, answering every question the pipeline asks
/// of it (DESIGN: "one home per construct").
///
/// - its arguments: `ArgumentConstructible.make` (registered modifiers);
/// - its layout role: `layoutRole`;
/// - its animatable data: `animatableData` (the vector SwiftUI interpolates);
/// - its drawing effect: `draw(_:in:context:)`;
/// - its description for `explain` and `dump`: `description`.
///
/// Every requirement is mandatory, so the compiler names what a new modifier still lacks.
public protocol ViewModifierKind: Hashable, Sendable, CustomStringConvertible {
    /// The modifier with everything it takes from the environment resolved (colour scheme,
    /// foreground style); called once, when the view tree is evaluated.
    func resolved(in environment: EnvironmentValues) -> Self

    /// What the modifier does to layout.
    var layoutRole: ModifierLayoutRole { get }

    /// The values SwiftUI interpolates when the modifier changes ([] when nothing animates).
    var animatableData: [Double] { get set }

    /// Wraps the display items of what the modifier applies to. `frame` is the view's frame at
    /// this modifier (canvas points, animated); layout modifiers return `content` unchanged.
    func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) throws(LiveError) -> [DisplayItem]
}

/// How a modifier takes part in layout.
public enum ModifierLayoutRole: Sendable {
    /// Drawing only: the frame is the frame of what it modifies (offset, opacity, blur…).
    case none
    /// A layout of its own around its child (frame, padding, position…).
    case layout(any UnaryLayout)
    /// `alignmentGuide(_:computeValue:)`: the frame passes through; one guide is replaced.
    case alignmentGuide(AlignmentGuide)
    /// A layout sized from the nearest container (`containerRelativeFrame`).
    case containerRelative(any ContainerRelativeLayout)
}

/// An explicit alignment guide and the scene closure that computes it.
public struct AlignmentGuide: Hashable, Sendable {
    public enum Guide: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    public var guide: Guide
    public var compute: LiveHandle

    public init(guide: Guide, compute: LiveHandle) {
        self.guide = guide
        self.compute = compute
    }
}

/// A built-in modifier of any kind, compared and hashed by value.
public struct AnyViewModifier: Hashable, Sendable, CustomStringConvertible {
    public var base: any ViewModifierKind

    public init(_ base: some ViewModifierKind) { self.base = base }

    public static func == (lhs: AnyViewModifier, rhs: AnyViewModifier) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    public var description: String { base.description }

    public var layoutRole: ModifierLayoutRole { base.layoutRole }

    public var animatableData: [Double] {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func resolved(in environment: EnvironmentValues) -> AnyViewModifier {
        AnyViewModifier(base.resolved(in: environment))
    }

    public func draw(_ content: [DisplayItem], in frame: Rect, context: DrawContext) throws(LiveError) -> [DisplayItem] {
        try base.draw(content, in: frame, context: context)
    }

    /// Whether the two are the same kind of modifier (their data can interpolate).
    public func isSameKind(as other: AnyViewModifier) -> Bool {
        type(of: base) == type(of: other.base) && base.animatableData.count == other.base.animatableData.count
    }
}

/// A modifier that only writes the environment (`.font`, `.foregroundStyle`, `.tint`…).
public protocol EnvironmentModifierKind: Sendable, CustomStringConvertible {
    func apply(to environment: inout EnvironmentValues)
}

/// A modifier that only sets a trait of the view it is written on (`.zIndex`,
/// `.layoutPriority`, `.gridCellColumns`…).
public protocol TraitModifierKind: Sendable, CustomStringConvertible {
    func apply(to traits: inout ViewTraits)
}
