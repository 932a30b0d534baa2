import FlipbookModel

/// The cells of a `Grid` and the sizes of its columns and rows for one proposal.
///
/// Each `GridRow` child is a row whose cells fill columns in order, each `gridCellColumns` wide;
/// any other child is a row of one cell spanning every column. The grid has as many columns as
/// its widest row. Columns and rows are tracks sized as a stack sizes its children
/// (`distribute`): with an unspecified proposal each track is as long as its longest cell's
/// ideal length; with a finite one, tracks are offered the space left in order of increasing
/// flexibility, and each is as long as its longest cell for that offer. Only cells that span
/// one column size columns; a spanning cell, offered its columns plus the grid's unused
/// proposal, then widens the columns it spans, equally [U], if it wants more (so a flexible
/// one fills the grid's proposal, as in SwiftUI, unless `gridCellUnsizedAxes` says not to). Cells with `gridCellUnsizedAxes` on an axis do not size tracks along it; they are
/// offered the track's length. Across a row, cells line up on the row's vertical guide (a
/// baseline, for instance), and the row is as tall as that needs.
struct GridPlan {
    struct Cell {
        var subview: LayoutSubview
        var row: Int
        var column: Int
        var span: Int
    }

    var cells: [Cell] = []
    /// Per child of the grid: whether it is a `GridRow`, and its vertical alignment override.
    var isRow: [Bool] = []
    var rowAlignment: [VerticalAlignment?] = []
    var columnCount = 0
    var widths: [Double] = []
    var heights: [Double] = []
    /// Per row: its vertical guide, from the row's top.
    var guides: [Double] = []

    init(_ layout: GridLayout, _ proposal: ProposedSize, _ subviews: LayoutSubviews) {
        collectCells(subviews)
        sizeColumns(layout, proposal.width)
        sizeRows(layout, proposal.height)
    }

    /// The cells in row `row`.
    func cells(inRow row: Int) -> [Cell] { cells.filter { $0.row == row } }

    /// Where column `column` starts, from the grid's leading edge.
    func columnStart(_ column: Int, spacing: Double) -> Double {
        widths.prefix(column).reduce(0, +) + Double(column) * spacing
    }

    func rowStart(_ row: Int, spacing: Double) -> Double {
        heights.prefix(row).reduce(0, +) + Double(row) * spacing
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    func spannedWidth(_ cell: Cell, spacing: Double) -> Double {
        let end = min(widths.count, cell.column + cell.span)
        guard end > cell.column else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + Double(end - cell.column - 1) * spacing
    }

    func size(_ layout: GridLayout) -> Size {
        let h = layout.resolvedHorizontalSpacing, v = layout.resolvedVerticalSpacing
        let width = widths.reduce(0, +) + Double(max(0, widths.count - 1)) * h
        let height = heights.reduce(0, +) + Double(max(0, heights.count - 1)) * v
        return Size(width: width, height: height)
    }

    // MARK: - Cells

    private mutating func collectCells(_ subviews: LayoutSubviews) {
        var pending: [(row: Int, subview: LayoutSubview, isRow: Bool)] = []
        for (row, subview) in subviews.enumerated() {
            if let gridRow = subview.container?.base as? GridRowLayout, let children = subview.children {
                isRow.append(true)
                rowAlignment.append(gridRow.alignment)
                var column = 0
                for cell in children {
                    let span = max(1, cell.traits.gridCellColumns)
                    cells.append(Cell(subview: cell, row: row, column: column, span: span))
                    column += span
                }
                columnCount = max(columnCount, column)
            } else {
                isRow.append(false)
                rowAlignment.append(nil)
                pending.append((row, subview, false))
            }
        }
        columnCount = max(columnCount, pending.isEmpty ? 0 : 1)
        for item in pending {
            cells.append(Cell(subview: item.subview, row: item.row, column: 0, span: columnCount))
        }
        cells.sort { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    // MARK: - Tracks

    private mutating func sizeColumns(_ layout: GridLayout, _ width: Double?) {
        let spacing = layout.resolvedHorizontalSpacing
        let sizing = cells.filter { !$0.subview.traits.gridCellUnsizedAxes.contains(.horizontal) }
        let single = sizing.filter { $0.span == 1 }
        let available = width.map { $0 - spacing * Double(max(0, columnCount - 1)) }
        widths = GridPlan.distribute(available, count: columnCount) { column, offer in
            single.filter { $0.column == column }
                .map { $0.subview.sizeThatFits(ProposedSize(width: offer, height: nil)).width }.max() ?? 0
        }
        // A spanning cell wider than its columns widens them. It is offered its columns and
        // whatever the grid was offered beyond its columns so far, so a flexible one (a
        // `Divider`, a `Color`) widens the grid to its proposal, as SwiftUI's does.
        for cell in sizing where cell.span > 1 {
            let spanned = spannedWidth(cell, spacing: spacing)
            let used = widths.reduce(0, +) + spacing * Double(max(0, columnCount - 1))
            let offer: Double? = width.map { spanned + max(0, $0 - used) }
            let wanted = cell.subview.sizeThatFits(ProposedSize(width: offer, height: nil)).width
            let count = min(widths.count, cell.column + cell.span) - cell.column
            guard wanted > spanned, wanted.isFinite, count > 0 else { continue }
            let extra = (wanted - spanned) / Double(count)
            for column in cell.column..<(cell.column + count) { widths[column] += extra }
        }
    }

    private mutating func sizeRows(_ layout: GridLayout, _ height: Double?) {
        let spacing = layout.resolvedVerticalSpacing
        let rowCount = isRow.count
        let available = height.map { $0 - spacing * Double(max(0, rowCount - 1)) }
        let hSpacing = layout.resolvedHorizontalSpacing
        let plan = self
        heights = GridPlan.distribute(available, count: rowCount) { row, offer in
            plan.rowMetrics(row, offer: offer, layout: layout, spacing: hSpacing).height
        }
        guides = (0..<rowCount).map { row in
            let metrics = plan.rowMetrics(
                row, offer: proposalHeight(row, available: available), layout: layout, spacing: hSpacing)
            return metrics.guide
        }
    }

    /// The offer row `row` was sized with: its own height once distributed (nil: ideal).
    private func proposalHeight(_ row: Int, available: Double?) -> Double? {
        available == nil ? nil : heights[row]
    }

    /// The proposal a cell is measured and placed with, for a row offer of `height`.
    func cellProposal(_ cell: Cell, height: Double?, spacing: Double) -> ProposedSize {
        ProposedSize(width: spannedWidth(cell, spacing: spacing), height: height)
    }

    /// A row's height for `offer` and where its vertical guide is, from its cells lined up on it.
    func rowMetrics(_ row: Int, offer: Double?, layout: GridLayout, spacing: Double) -> (height: Double, guide: Double) {
        let guide = rowAlignment[row] ?? layout.alignment.vertical
        var above = 0.0, below = 0.0
        for cell in cells(inRow: row)
        where !cell.subview.traits.gridCellUnsizedAxes.contains(.vertical) && cell.subview.traits.gridCellAnchor == nil {
            let d = cell.subview.dimensions(in: cellProposal(cell, height: offer, spacing: spacing))
            above = max(above, d[guide])
            below = max(below, d.height - d[guide])
        }
        // An anchored cell sizes the row by its height alone.
        var height = above + below
        for cell in cells(inRow: row)
        where !cell.subview.traits.gridCellUnsizedAxes.contains(.vertical) && cell.subview.traits.gridCellAnchor != nil {
            height = max(height, cell.subview.sizeThatFits(cellProposal(cell, height: offer, spacing: spacing)).height)
        }
        return (height, above)
    }

    /// SwiftUI's stack rule for `count` tracks sharing `available` (nil: each its ideal length):
    /// tracks are offered, in order of increasing flexibility (how much their length changes
    /// between an offer of zero and of infinity; ties in order), the space not yet used divided
    /// by the number still waiting, and take `length(track, offer)`.
    static func distribute(_ available: Double?, count: Int, length: (Int, Double?) -> Double) -> [Double] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        if available == .infinity { return (0..<count).map { length($0, .infinity) } }
        let flexibility = (0..<count).map { track -> Double in
            let range = length(track, .infinity) - length(track, 0)
            return range.isNaN ? .infinity : range
        }
        let order = (0..<count).sorted { a, b in flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b }
        var result = Array(repeating: 0.0, count: count)
        var remaining = available
        var waiting = count
        for track in order {
            let share = max(0, remaining / Double(waiting))
            result[track] = length(track, share)
            remaining -= result[track]
            waiting -= 1
        }
        return result
    }
}
