//  LayoutContext.swift
//  FlipbookLayout

import FlipbookModel

/// The state of one `LayoutEngine.layout` call: the flattened tree, the memoised answers, and
/// the frames placed so far.
///
/// A view is addressed by (arena index, level): level 0 is its content, level k the view once
/// `modifiers[k - 1]` is applied. Answers are memoised per (index, level, proposal), so a stack
/// that probes a child again, or a parent that asks twice, costs a dictionary lookup; nested
/// stacks therefore stay linear in the number of distinct proposals rather than exponential.
final class LayoutContext {
    let arena: LayoutArena
    let leafContext: (Axis?) -> LeafLayoutContext
    let evaluator: (any LiveEvaluating)?
    /// Stands in for an infinite proposal when placing (see `place`): the canvas size.
    let fallback: Size
    private var dimensionsCache: [Key: ViewDimensions] = [:]
    private var measurements: [Key: LeafMeasurement] = [:]
    /// Unrounded frames, `frames[index][level]`.
    private(set) var frames: [[Rect]]
    private(set) var placedMeasurements: [LeafMeasurement?]
    /// Placements a container gave its grandchildren (`Grid` the cells of a `GridRow`), by the
    /// index of the child they belong to, relative to the child's content origin; they replace
    /// the child's own layout when it is placed.
    var cellPlacements: [Int: [SubviewPlacement]] = [:]
    /// Errors from the scene's alignment guide closures and `Layout` types.
    private(set) var layoutErrors: [LiveError] = []
    /// Runs custom alignment guides' `defaultValue(in:)`, which views' dimensions carry to the
    /// containers that align them; its errors are collected with the others.
    private let customGuides: CustomGuideRunner?
    private let customGuideDefault: CustomGuideDefault?

    var errors: [LiveError] { layoutErrors + (customGuides?.errors ?? []) }
    /// The sizes of the containers `containerRelativeFrame` measures against, innermost last:
    /// the canvas, then each scroll view being laid out.
    private var containers: [Size]

    /// A view's answer depends on its proposal and, for a view inside a scroll view that may be
    /// measured at several sizes, on the container around it.
    private struct Key: Hashable {
        var index: Int
        var level: Int
        var proposal: ProposedSize
        var container: Size
    }

    init(arena: LayoutArena, measurer: any TextMeasuring, scale: Double, evaluator: (any LiveEvaluating)?, canvas: Size) {
        self.arena = arena
        self.leafContext = { axis in LeafLayoutContext(measurer: measurer, spacerAxis: axis, scale: scale) }
        self.evaluator = evaluator
        self.customGuides = evaluator.map(CustomGuideRunner.init)
        self.customGuideDefault = customGuides?.guideDefault
        self.fallback = canvas
        containers = [canvas]
        frames = (0..<arena.count).map { index in
            Array(repeating: Rect.zero, count: arena[index].node.modifiers.count + 1)
        }
        placedMeasurements = Array(repeating: nil, count: arena.count)
    }

    /// The outermost level of a view: the frame its parent places.
    func topLevel(_ index: Int) -> Int { arena[index].node.modifiers.count }

    func size(_ index: Int, level: Int, _ proposal: ProposedSize) -> Size {
        dimensions(index, level: level, proposal).size
    }

    /// The dimensions (size and alignment guides) view `index` at `level` chooses for `proposal`.
    func dimensions(_ index: Int, level: Int, _ proposal: ProposedSize) -> ViewDimensions {
        let entry = arena[index]
        if entry.isEmpty { return ViewDimensions(size: .zero) }
        let key = Key(index: index, level: level, proposal: proposal, container: container)
        if let cached = dimensionsCache[key] { return cached }
        var result: ViewDimensions
        if level == 0 {
            result = contentDimensions(index, proposal)
        } else {
            switch entry.node.modifiers[level - 1] {
            case .effect(let modifier):
                switch modifier.layoutRole {
                case .none:
                    result = dimensions(index, level: level - 1, proposal)
                case .layout, .containerRelative:
                    let layout = unaryLayout(modifier.layoutRole)!
                    let size = layout.sizeThatFits(proposal) { self.size(index, level: level - 1, $0) }.sanitized
                    let childProposal = layout.childPlacementProposal(proposal, size: size)
                    let child = dimensions(index, level: level - 1, childProposal)
                    let origin = layout.childOrigin(child: child, in: size)
                    result = ViewDimensions(size: size).inheritingGuides(from: child, offset: origin)
                case .alignmentGuide(let guide):
                    result = dimensions(index, level: level - 1, proposal)
                    apply(guide, to: &result)
                }
            case .attachment, .animation, .live:
                result = dimensions(index, level: level - 1, proposal)
            }
        }
        result.width = ProposedSize.sanitized(result.width)
        result.height = ProposedSize.sanitized(result.height)
        result.customGuideDefault = customGuideDefault
        dimensionsCache[key] = result
        return result
    }

    /// The innermost container's size.
    var container: Size { containers[containers.count - 1] }

    /// The layout of a layout modifier; a container-relative one resolved in the innermost
    /// container (a closure that fails leaves the view's own size).
    func unaryLayout(_ role: ModifierLayoutRole) -> (any UnaryLayout)? {
        switch role {
        case .layout(let layout):
            return layout
        case .containerRelative(let relative):
            do {
                return try relative.layout(in: container, evaluator: evaluator)
            } catch {
                layoutErrors.append(error)
                return PassThroughLayout()
            }
        case .none, .alignmentGuide:
            return nil
        }
    }

    /// Runs `body` with a scroll view offered `proposal` as the innermost container (see
    /// `ContainerLayout.containerSize(for:outer:)`).
    func within<T>(_ layout: AnyContainerLayout, proposal: ProposedSize, _ body: () -> T) -> T {
        guard let size = layout.base.containerSize(for: proposal, outer: container) else { return body() }
        containers.append(size)
        defer { containers.removeLast() }
        return body()
    }

    /// Replaces one guide with the value the scene's closure computes.
    private func apply(_ guide: AlignmentGuide, to dimensions: inout ViewDimensions) {
        guard let evaluator else { return }
        do {
            let value = try evaluator.alignmentGuide(guide.compute, dimensions: dimensions)
            guard value.isFinite else { return }
            switch guide.guide {
            case .horizontal(let h): dimensions.horizontalGuides[h] = value
            case .vertical(let v): dimensions.verticalGuides[v] = value
            }
        } catch {
            layoutErrors.append(error)
        }
    }

    /// The dimensions of a view's content, before any modifier.
    private func contentDimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
        let entry = arena[index]
        switch entry.node.content {
        case .leaf(let leaf):
            return measurement(index, leaf, proposal).dimensions
        case .empty:
            return ViewDimensions(size: .zero)
        case .container(let layout, _):
            return within(layout, proposal: proposal) {
                let subviews = self.subviews(of: index)
                let size = layout.base.sizeThatFits(proposal, subviews: subviews).sanitized
                return containerGuides(index, layout, size: size, proposal: proposal, subviews: subviews)
            }
        }
    }

    /// A container passes up the baselines of its first and last children that have text.
    private func containerGuides(
        _ index: Int, _ layout: AnyContainerLayout, size: Size, proposal: ProposedSize,
        subviews: LayoutSubviews
    ) -> ViewDimensions {
        var result = ViewDimensions(size: size)
        let visible = visibleChildren(index)
        guard !visible.isEmpty else { return result }
        let bounds = Rect(origin: .zero, size: size)
        let placements = layout.base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        var first: Double?, last: Double?
        // A custom guide a child sets explicitly is the container's too: the mean of the
        // children's values, as `combineExplicit` merges them (non-sibling alignment).
        var horizontal: [HorizontalAlignment: [Double]] = [:]
        var vertical: [VerticalAlignment: [Double]] = [:]
        for (i, child) in visible.enumerated() where i < placements.count {
            let placement = placements[i]
            let d = dimensions(child, level: topLevel(child), placement.proposal)
            let top = placement.position.y - placement.anchor.y * d.height
            let left = placement.position.x - placement.anchor.x * d.width
            if let baseline = d.verticalGuides[.firstTextBaseline] ?? d.verticalGuides[.lastTextBaseline] {
                if first == nil { first = top + baseline }
            }
            if let baseline = d.verticalGuides[.lastTextBaseline] ?? d.verticalGuides[.firstTextBaseline] {
                last = top + baseline
            }
            for (guide, value) in d.horizontalGuides where guide.isCustom { horizontal[guide, default: []].append(left + value) }
            for (guide, value) in d.verticalGuides where guide.isCustom { vertical[guide, default: []].append(top + value) }
        }
        if let first { result.verticalGuides[.firstTextBaseline] = first }
        if let last { result.verticalGuides[.lastTextBaseline] = last }
        for (guide, values) in horizontal { result.horizontalGuides[guide] = values.reduce(0, +) / Double(values.count) }
        for (guide, values) in vertical { result.verticalGuides[guide] = values.reduce(0, +) / Double(values.count) }
        return result
    }

    /// What a leaf measures for a proposal, memoised like sizes.
    func measurement(_ index: Int, _ leaf: AnyLeafView, _ proposal: ProposedSize) -> LeafMeasurement {
        // A leaf measures the same in any container.
        let key = Key(index: index, level: 0, proposal: proposal, container: .zero)
        if let cached = measurements[key] { return cached }
        let result = leaf.measure(proposal, context: leafContext(arena[index].spacerAxis))
        measurements[key] = result
        return result
    }

    /// The children of a container that take part in its layout: `EmptyView`s do not (they get
    /// no space and no spacing, as in SwiftUI where they are no view at all).
    func visibleChildren(_ index: Int) -> [Int] {
        arena[index].children.filter { !arena[$0].isEmpty }
    }

    func subviews(of index: Int) -> LayoutSubviews {
        LayoutSubviews(engine: self, indices: visibleChildren(index))
    }

    /// Records a frame (unrounded) for view `index` at `level`.
    func record(_ frame: Rect, index: Int, level: Int) {
        frames[index][level] = frame
    }

    /// Records what a leaf measured for the proposal it was placed with.
    func record(_ measurement: LeafMeasurement, index: Int) {
        placedMeasurements[index] = measurement
    }
}

extension LayoutContext: SubviewMeasuring {
    func sizeThatFits(subview: Int, _ proposal: ProposedSize) -> Size {
        size(subview, level: topLevel(subview), proposal)
    }

    func dimensions(subview: Int, _ proposal: ProposedSize) -> ViewDimensions {
        dimensions(subview, level: topLevel(subview), proposal)
    }

    func traits(subview: Int) -> ViewTraits {
        let node = arena[subview].node
        var traits = node.traits
        // A leaf's own priority (a spacer's −∞) holds until a layout modifier wraps it, as a
        // unary layout reports priority 0; `.layoutPriority(_:)` sets it explicitly.
        if traits.layoutPriority == 0, case .leaf(let leaf) = node.content, leaf.intrinsicLayoutPriority != 0,
            !node.modifiers.contains(where: \.isLayout)
        {
            traits.layoutPriority = leaf.intrinsicLayoutPriority
        }
        return traits
    }

    func spacing(subview: Int) -> ViewSpacing { .default }

    func children(subview: Int) -> LayoutSubviews? {
        guard case .container = arena[subview].node.content else { return nil }
        return subviews(of: subview)
    }

    func container(subview: Int) -> AnyContainerLayout? {
        guard case .container(let layout, _) = arena[subview].node.content else { return nil }
        return layout
    }

    func report(_ error: LiveError) { layoutErrors.append(error) }
}

/// What a container-relative frame becomes when its closure fails: the child's own layout.
private struct PassThroughLayout: UnaryLayout {
    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size { child(proposal) }
    func childPlacementProposal(_ proposal: ProposedSize, size: Size) -> ProposedSize { proposal }
    func childOrigin(child: ViewDimensions, in size: Size) -> Point { .zero }
}
