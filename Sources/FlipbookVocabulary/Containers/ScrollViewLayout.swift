import FlipbookModel

/// `ScrollView(_ axes: = .vertical, showsIndicators: = true) { content }` at rest.
///
/// The scroll view takes all the space it is offered (a finite proposal; along an unspecified or
/// infinite dimension, its content's size), like a flexible frame. Its content is a stack along
/// the scroll axis (SwiftUI wraps several views in an implicit `VStack`, or `HStack` for a
/// horizontal-only scroll view) offered nil, its ideal length, along the scroll axes and the
/// scroll view's own length across them. The content keeps that size and sits at scroll offset
/// zero: at the leading and top edges along the scroll axes, centred across them (a `VStack`
/// narrower than a vertical scroll view is in its middle, as in SwiftUI). What lies outside the
/// bounds is clipped, unless `.scrollClipDisabled()` is in the environment. Indicators are not
/// drawn: at rest, after the flash on appearance, iOS hides them.
public struct ScrollViewLayout: ContainerLayout, EnvironmentResolvingLayout, ArgumentConstructible {
    /// The axes the content scrolls along. With `[]` the content is offered the scroll view's
    /// size and centred in it, stacked vertically.
    public var axes: Set<Axis>
    public var clipsContent: Bool
    /// `.contentMargins` from the environment: insets around the content, inside the bounds.
    public var margins: EdgeInsets
    /// `.defaultScrollAnchor` from the environment: where the content rests.
    public var anchor = ScrollAnchor()
    /// A `ScrollViewReader`'s `scrollTo` from the environment: the view to scroll to.
    public var target: ScrollTarget?

    public init(axes: Set<Axis> = [.vertical], clipsContent: Bool = true, margins: EdgeInsets = EdgeInsets()) {
        self.axes = axes
        self.clipsContent = clipsContent
        self.margins = margins
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> ScrollViewLayout {
        var axes: Set<Axis> = [.vertical]
        if case .axisSet(let set)? = try arguments.take(nil, as: .axisSet) { axes = set }
        // Indicators are hidden at rest either way.
        _ = try arguments.bool("showsIndicators")
        return ScrollViewLayout(axes: axes)
    }

    public func resolved(in environment: EnvironmentValues) -> ScrollViewLayout {
        var copy = self
        copy.clipsContent = !environment.scrollClipDisabled
        copy.margins = environment.contentMargins
        copy.anchor = environment.scrollAnchor
        copy.target = environment.scrollTarget
        return copy
    }

    public var spacerAxis: Axis? { nil }
    public var scrollTarget: (target: ScrollTarget, axes: Set<Axis>)? { target.map { ($0, axes) } }
    public var clipsChildren: Bool { clipsContent }
    /// Its visible size less its content margins; where it takes its content's size, the
    /// outer container's.
    public func containerSize(for proposal: ProposedSize, outer: Size) -> Size? {
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        return Size(
            width: max((finite(proposal.width) ?? outer.width) - margins.horizontal, 0),
            height: max((finite(proposal.height) ?? outer.height) - margins.vertical, 0))
    }

    /// The implicit stack the content is laid out in.
    var stack: StackLayout {
        let axis: Axis = axes == [.horizontal] ? .horizontal : .vertical
        return StackLayout(axis: axis, alignment: .center, spacing: nil)
    }

    /// What the content is offered when the scroll view is `size` (nil where unknown), inside
    /// its content margins.
    func contentProposal(width: Double?, height: Double?) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : width.map { max($0 - margins.horizontal, 0) },
            height: axes.contains(.vertical) ? nil : height.map { max($0 - margins.vertical, 0) })
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        let width = finite(proposal.width), height = finite(proposal.height)
        if let width, let height { return Size(width: width, height: height) }
        let content = stack.sizeThatFits(contentProposal(width: width, height: height), subviews: subviews)
        return Size(
            width: width ?? content.width + margins.horizontal, height: height ?? content.height + margins.vertical)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let offer = contentProposal(width: bounds.width, height: bounds.height)
        let content = stack.sizeThatFits(offer, subviews: subviews)
        // Offset zero along the scroll axes (the content starts after its margin); centred
        // across them, inside the margins.
        let inner = Rect(
            x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
            width: max(bounds.width - margins.horizontal, 0), height: max(bounds.height - margins.vertical, 0))
        let x = origin(along: .horizontal, inner.minX, inner.width, content.width)
        let y = origin(along: .vertical, inner.minY, inner.height, content.height)
        return stack.placeSubviews(in: Rect(origin: Point(x: x, y: y), size: content), proposal: offer, subviews: subviews)
    }

    /// Where the content starts along an axis: at offset zero (the leading or top edge) along a
    /// scroll axis and centred across one, unless a `defaultScrollAnchor` puts the content's
    /// anchor point on the scroll view's: as its initial offset where the content is longer,
    /// as its alignment where it is shorter.
    private func origin(along axis: Axis, _ start: Double, _ length: Double, _ contentLength: Double) -> Double {
        let scrolls = axes.contains(axis)
        let anchorPoint = contentLength > length ? anchor.initialOffset : anchor.alignment
        let fraction = anchorPoint.map { axis == .horizontal ? $0.x : $0.y }
        guard scrolls else { return start + (length - contentLength) * (fraction ?? 0.5) }
        return start + (length - contentLength) * (fraction ?? 0)
    }

    public var description: String {
        let names = [Axis.vertical, .horizontal].filter(axes.contains).map { ".\($0)" }
        let inset =
            margins == EdgeInsets()
            ? ""
            : " margins(\(formatNumber(margins.top)) \(formatNumber(margins.leading)) \(formatNumber(margins.bottom)) \(formatNumber(margins.trailing)))"
        return "ScrollView([\(names.joined(separator: ", "))])" + (clipsContent ? "" : " unclipped") + inset
    }
}
