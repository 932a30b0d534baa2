import FlipbookModel

/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { rows }` (iOS 16): cells in columns as
/// wide as their widest cell and rows as tall as their tallest (`GridPlan` sizes them), with the
/// system spacing (8 points, as in stacks) between columns and rows unless given.
///
/// The grid places the cells of its `GridRow`s itself (`SubviewPlacement.children`); a child that
/// is not a `GridRow` spans every column. Each cell is offered its columns' width and its row's
/// height and aligned in that rectangle: by its `gridCellAnchor` if it has one, otherwise
/// horizontally by its column's `gridColumnAlignment` (the first cell of the column that sets
/// one) or the grid's, and vertically on its row's guide (the row's alignment or the grid's).
public struct GridLayout: ContainerLayout, ArgumentConstructible {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public static func make(_ arguments: any ArgumentReader) throws(ArgumentError) -> GridLayout {
        GridLayout(
            alignment: try arguments.alignment("alignment") ?? .center,
            horizontalSpacing: try arguments.finiteDouble("horizontalSpacing"),
            verticalSpacing: try arguments.finiteDouble("verticalSpacing"))
    }

    var resolvedHorizontalSpacing: Double { horizontalSpacing ?? StackLayout.defaultSpacing }
    var resolvedVerticalSpacing: Double { verticalSpacing ?? StackLayout.defaultSpacing }

    public var spacerAxis: Axis? { nil }
    public var clipsChildren: Bool { false }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        GridPlan(self, proposal, subviews).size(self)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) -> [SubviewPlacement] {
        let plan = GridPlan(self, proposal, subviews)
        let hSpacing = resolvedHorizontalSpacing, vSpacing = resolvedVerticalSpacing
        let columnGuides = columnAlignments(plan)
        var placements: [SubviewPlacement] = []
        for row in subviews.indices {
            let top = bounds.minY + plan.rowStart(row, spacing: vSpacing)
            let height = plan.heights[row]
            var cellPlacements: [SubviewPlacement] = []
            for cell in plan.cells(inRow: row) {
                let rect = Rect(
                    x: bounds.minX + plan.columnStart(cell.column, spacing: hSpacing), y: top,
                    width: plan.spannedWidth(cell, spacing: hSpacing), height: height)
                let offer = ProposedSize(rect.size)
                var placement: SubviewPlacement
                if let anchor = cell.subview.traits.gridCellAnchor {
                    let point = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
                    placement = SubviewPlacement(position: point, anchor: anchor, proposal: offer)
                } else {
                    let d = cell.subview.dimensions(in: offer)
                    let guide = columnGuides[cell.column] ?? alignment.horizontal
                    let x = rect.minX + guide.defaultValue(width: rect.width) - d[guide]
                    let y = top + plan.guides[row] - d[plan.rowAlignment[row] ?? alignment.vertical]
                    placement = SubviewPlacement(position: Point(x: x, y: y), proposal: offer)
                }
                cellPlacements.append(placement)
            }
            let rowOrigin = Point(x: bounds.minX, y: top)
            if plan.isRow[row] {
                // The row's cells, relative to the row, which starts at the grid's leading edge.
                let relative = cellPlacements.map { cell in
                    var moved = cell
                    moved.position = cell.position - rowOrigin
                    return moved
                }
                placements.append(
                    SubviewPlacement(
                        position: rowOrigin, proposal: ProposedSize(width: bounds.width, height: height), children: relative))
            } else {
                placements.append(
                    cellPlacements.first ?? SubviewPlacement(position: rowOrigin, proposal: ProposedSize(width: 0, height: 0)))
            }
        }
        return placements
    }

    /// Each column's `gridColumnAlignment`, from the first single-column cell in it that has one.
    private func columnAlignments(_ plan: GridPlan) -> [Int: HorizontalAlignment] {
        var result: [Int: HorizontalAlignment] = [:]
        for cell in plan.cells where cell.span == 1 && result[cell.column] == nil {
            if let guide = cell.subview.traits.gridColumnAlignment { result[cell.column] = guide }
        }
        return result
    }

    public var description: String {
        "Grid(alignment: \(alignment), spacing: \(horizontalSpacing.map(formatNumber) ?? "default") × \(verticalSpacing.map(formatNumber) ?? "default"))"
    }
}
