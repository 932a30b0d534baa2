import FlipbookModel

/// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)` and
/// `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`: children fill tracks (columns of a
/// `LazyVGrid`, rows of a `LazyHGrid`) in order, one line of tracks after another.
///
/// Track sizes follow SwiftUI's algorithm as objc.io measured it ("SwiftUI's Grid Views",
/// 2020): from the length offered across, the spacing after every item but the last is taken
/// off; then fixed items get their length, and the others, in order, are offered what is left
/// divided by the number of items still waiting: a flexible item takes that clamped to its
/// minimum and maximum, an adaptive item takes it whole and packs as many tracks of at least
/// its minimum (and its spacing between them) as fit, sharing it equally (at most its maximum
/// each). Sizing uses the proposal, placing the grid's own length, so items whose minimums
/// overflow the proposal come out wider when placed, as in SwiftUI.
///
/// Each cell is offered its track's length across and nothing along the grid (a lazy grid
/// scrolls); a line of cells is as long as its longest cell, and lines are `spacing` apart. A
/// section's header and footer are lines of their own, offered the grid's whole width.
/// Cells sit in their track and line by their item's alignment, or the grid's.
public struct LazyGridLayout: ContainerLayout {
    /// The axis along which lines of cells follow each other (vertical for `LazyVGrid`).
    public var axis: Axis
    public var items: [GridItem]
    /// How cells sit in their space when their item has no alignment.
    public var alignment: Alignment
    /// The space between lines of cells (nil: 8).
    public var spacing: Double?

    /// The default space between items, and between lines (SEMANTICS §8).
    public static let defaultSpacing = 8.0
    /// A bound on the tracks an adaptive item packs (a minimum of 0 and no spacing would ask
    /// for infinitely many).
    static let maximumAdaptiveTracks = 10_000.0

    public init(axis: Axis, items: [GridItem], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
    }

    public static func vertical(_ arguments: any ArgumentReader) throws(ArgumentError) -> LazyGridLayout {
        let columns = try GridItem.items(arguments, "columns")
        let alignment = try arguments.horizontalAlignment("alignment") ?? .center
        let spacing = try arguments.finiteDouble("spacing")
        try readPinnedViews(arguments)
        return LazyGridLayout(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing)
    }

    public static func horizontal(_ arguments: any ArgumentReader) throws(ArgumentError) -> LazyGridLayout {
        let rows = try GridItem.items(arguments, "rows")
        let alignment = try arguments.verticalAlignment("alignment") ?? .center
        let spacing = try arguments.finiteDouble("spacing")
        try readPinnedViews(arguments)
        return LazyGridLayout(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing)
    }

    /// `pinnedViews:` is accepted and has no effect: nothing scrolls offline (also read by the lazy stacks).
    static func readPinnedViews(_ arguments: any ArgumentReader) throws(ArgumentError) {
        let valid: Set<String> = ["sectionHeaders", "sectionFooters"]
        let value = try arguments.take("pinnedViews", as: .enumeration("PinnedScrollableViews"))
        let cases: [ArgumentValue] =
            switch value {
            case .array(let values)?: values
            case let single?: [single]
            case nil: []
            }
        for item in cases {
            guard case .enumCase(let name, _) = item, valid.contains(name) else {
                throw ArgumentError(
                    "\(arguments.callee): 'pinnedViews:' takes .sectionHeaders and .sectionFooters",
                    at: .some("pinnedViews"))
            }
        }
    }

    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { false }

    /// One track: where it starts across the grid, its length, and how cells sit in it.
    struct Track: Equatable {
        var start: Double
        var length: Double
        var alignment: Alignment
    }

    /// The tracks for `length` across the grid (nil: the items' ideal lengths).
    func tracks(across length: Double?) -> [Track] {
        guard !items.isEmpty else { return [] }
        let gaps = items.dropLast().map { $0.spacing ?? Self.defaultSpacing }
        var remaining = length.map { $0 - gaps.reduce(0, +) }
        var lengths = [Double](repeating: 0, count: items.count)
        let fixedFirst =
            items.indices.filter { if case .fixed = items[$0].size { true } else { false } }
            + items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
        var waiting = Double(items.count)
        for index in fixedFirst {
            let share = remaining.map { $0 == .infinity ? .infinity : max(0, $0 / waiting) }
            lengths[index] =
                switch items[index].size {
                case .fixed(let w): w
                // Offered nothing, a flexible item is as short as it may be [U].
                case .flexible(let lo, let hi): min(hi, max(lo, share ?? lo))
                case .adaptive(let lo, _): share ?? lo
                }
            if let r = remaining, r != .infinity { remaining = r - lengths[index] }
            waiting -= 1
        }
        var tracks: [Track] = []
        var cursor = 0.0
        for (index, item) in items.enumerated() {
            let space = item.spacing ?? Self.defaultSpacing
            let cellAlignment = item.alignment ?? alignment
            var pieces = [lengths[index]]
            if case .adaptive(let lo, let hi) = item.size {
                let fit = ((lengths[index] + space) / (lo + space)).rounded(.down)
                let count = fit.isFinite ? min(Self.maximumAdaptiveTracks, max(1, fit)) : 1
                let each = min(hi, max(lo, (lengths[index] - (count - 1) * space) / count))
                pieces = Array(repeating: each, count: Int(count))
            }
            for piece in pieces {
                tracks.append(Track(start: cursor, length: piece, alignment: cellAlignment))
                cursor += piece + space
            }
        }
        return tracks
    }

    /// The cells' sizes and where their lines start along the grid, for tracks `tracks`.
    struct Plan {
        var tracks: [Track]
        /// Per subview: its line, and its track (nil: a section's header or footer, which
        /// spans the grid).
        var slots: [(line: Int, track: Int?)]
        var proposals: [ProposedSize]
        var dimensions: [ViewDimensions]
        /// Per line: its start along the grid and its length.
        var lines: [(start: Double, length: Double)]
        var size: Size
    }

    /// Cells fill the tracks of a line in order; a section's header and footer take a line of
    /// their own, and its rows start a new line, as SwiftUI lays out a lazy grid's sections.
    func slots(_ subviews: LayoutSubviews, trackCount: Int) -> [(line: Int, track: Int?)] {
        var slots: [(line: Int, track: Int?)] = []
        var line = 0
        var track = 0
        for subview in subviews {
            switch subview.traits.sectionRole {
            case .header?, .footer?:
                if track > 0 { line += 1 }
                slots.append((line, nil))
                line += 1
                track = 0
                continue
            case .firstRow?:
                if track > 0 {
                    line += 1
                    track = 0
                }
            case nil: break
            }
            slots.append((line, track))
            track += 1
            if track == trackCount {
                track = 0
                line += 1
            }
        }
        return slots
    }

    func plan(across length: Double?, _ subviews: LayoutSubviews) -> Plan {
        let tracks = tracks(across: length)
        let across = max(0, tracks.last.map { $0.start + $0.length } ?? 0)
        guard !tracks.isEmpty, !subviews.isEmpty else {
            return Plan(
                tracks: tracks, slots: [], proposals: [], dimensions: [], lines: [], size: Size(along: axis, 0, across: across))
        }
        let slots = slots(subviews, trackCount: tracks.count)
        let proposals = slots.map { ProposedSize(along: axis, nil, across: $0.track.map { tracks[$0].length } ?? across) }
        let dimensions = subviews.indices.map { subviews[$0].dimensions(in: proposals[$0]) }
        let gap = spacing ?? Self.defaultSpacing
        var lengths = [Double](repeating: 0, count: (slots.last?.line ?? 0) + 1)
        for (index, slot) in slots.enumerated() { lengths[slot.line] = max(lengths[slot.line], dimensions[index].size[axis]) }
        var lines: [(start: Double, length: Double)] = []
        var cursor = 0.0
        for length in lengths {
            lines.append((cursor, length))
            cursor += length + gap
        }
        let along = max(0, cursor - gap)
        return Plan(
            tracks: tracks, slots: slots, proposals: proposals, dimensions: dimensions, lines: lines,
            size: Size(along: axis, along, across: across))
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        plan(across: proposal[axis.other], subviews).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let plan = plan(across: bounds.size[axis.other], subviews)
        // No columns (`columns: []`): nothing has a cell, and nothing is shown.
        guard !plan.tracks.isEmpty else {
            return subviews.indices.map { _ in SubviewPlacement(position: bounds.origin, proposal: .zero) }
        }
        let across = plan.size[axis.other]
        return subviews.indices.map { index in
            let slot = plan.slots[index]
            let track = slot.track.map { plan.tracks[$0] } ?? Track(start: 0, length: across, alignment: alignment)
            let line = plan.lines[slot.line]
            let cell = ViewDimensions(size: Size(along: axis, line.length, across: track.length))
            let child = plan.dimensions[index]
            let x = cell[track.alignment.horizontal] - child[track.alignment.horizontal]
            let y = cell[track.alignment.vertical] - child[track.alignment.vertical]
            let origin = Point(along: axis, line.start, across: track.start) + Point(x: x, y: y)
            return SubviewPlacement(position: bounds.origin + origin, proposal: plan.proposals[index])
        }
    }

    public var description: String {
        let name = axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        return "\(name)(\(items.map(\.description).joined(separator: ", ")), spacing: \(spacing.map(formatNumber) ?? "default"))"
    }
}
