import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// `ScrollView`, `Grid`, `fixedSize`, `hidden` and `layoutPriority` through the whole pipeline,
/// with frames worked out by hand from SwiftUI's rules (docs/semantics.md, "Layout").
@Suite struct LayoutContainerTests {
    static let red = RGBA(hex: 0xFF3B30)
    static let green = RGBA(hex: 0x34C759)
    static let blue = RGBA(hex: 0x007AFF)
    static let orange = RGBA(hex: 0xFF9500)
    static let purple = RGBA(hex: 0xAF52DE)

    func preview(_ view: String, width: Int = 300, height: Int = 300) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Scene: View {
                var body: some View {
                    \(view)
                }
            }
            #Preview("p", traits: .fixedLayout(width: \(width), height: \(height))) { Scene() }
            """
        return try #require(try compileScene(source).first)
    }

    func bounds(_ preview: CompiledPreview, _ color: RGBA) throws -> [Rect] {
        try preview.drawnShapes(filled: color, at: 0).map(\.bounds)
    }

    /// The clip rectangles of the groups of a display list, outermost first.
    func clips(_ items: [DisplayItem]) -> [Rect] {
        items.flatMap { item -> [Rect] in
            guard case .group(let group) = item else { return [] }
            return (group.clip.map { [$0.path.boundingRect] } ?? []) + clips(group.items)
        }
    }

    // MARK: - ScrollView

    static let fiveRows = """
        ScrollView {
            VStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(height: 100)
                Rectangle().fill(Color.green).frame(height: 100)
                Rectangle().fill(Color.blue).frame(height: 100)
                Rectangle().fill(Color.orange).frame(height: 100)
                Rectangle().fill(Color.purple).frame(height: 100)
            }
        }
        """

    @Test func aVerticalScrollViewLaysOutItsContentFromTheTopAndClipsIt() throws {
        let p = try preview(Self.fiveRows, width: 400, height: 300)
        // The scroll view fills the canvas; its content, 500 tall at its ideal height, starts at
        // its top (offset zero) and is as wide as the scroll view.
        #expect(try bounds(p, Self.red) == [Rect(x: 0, y: 0, width: 400, height: 100)])
        #expect(try bounds(p, Self.green) == [Rect(x: 0, y: 100, width: 400, height: 100)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 0, y: 200, width: 400, height: 100)])
        #expect(try bounds(p, Self.orange) == [Rect(x: 0, y: 300, width: 400, height: 100)])
        #expect(try bounds(p, Self.purple) == [Rect(x: 0, y: 400, width: 400, height: 100)])
        // Everything past the bottom edge is clipped away.
        #expect(clips(try p.timeline.displayList(at: 0).items) == [Rect(x: 0, y: 0, width: 400, height: 300)])
    }

    @Test func scrollClipDisabledDrawsPastTheBounds() throws {
        let p = try preview(Self.fiveRows + ".scrollClipDisabled()", width: 400, height: 300)
        #expect(clips(try p.timeline.displayList(at: 0).items).isEmpty)
        #expect(try bounds(p, Self.purple) == [Rect(x: 0, y: 400, width: 400, height: 100)])
    }

    @Test func aHorizontalScrollViewStartsAtTheLeadingEdgeAndCentresVertically() throws {
        let p = try preview(
            """
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    Rectangle().fill(Color.red).frame(width: 50, height: 40)
                    Rectangle().fill(Color.blue).frame(width: 50, height: 40)
                }
            }
            .frame(width: 300, height: 200)
            """, width: 300, height: 200)
        // Content 100 × 40, narrower than the viewport: at x = 0, centred across (y = 80).
        #expect(try bounds(p, Self.red) == [Rect(x: 0, y: 80, width: 50, height: 40)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 50, y: 80, width: 50, height: 40)])
    }

    @Test func aVerticalScrollViewCentresNarrowContentAcrossAndStacksSeveralViews() throws {
        let p = try preview(
            """
            ScrollView {
                Rectangle().fill(Color.red).frame(width: 100, height: 30)
                Rectangle().fill(Color.blue).frame(width: 60, height: 30)
            }
            """, width: 300, height: 200)
        // An implicit VStack (centre, 8 points apart): 100 wide, centred at x = 100.
        #expect(try bounds(p, Self.red) == [Rect(x: 100, y: 0, width: 100, height: 30)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 120, y: 38, width: 60, height: 30)])
    }

    @Test func aScrollViewInAStackTakesTheSpaceLeft() throws {
        let p = try preview(
            """
            VStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(height: 50)
                ScrollView { Rectangle().fill(Color.blue).frame(height: 20) }
            }
            """, width: 200, height: 300)
        #expect(try bounds(p, Self.red) == [Rect(x: 0, y: 0, width: 200, height: 50)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 0, y: 50, width: 200, height: 20)])
        #expect(clips(try p.timeline.displayList(at: 0).items) == [Rect(x: 0, y: 50, width: 200, height: 250)])
    }

    @Test func lazyStacksLayOutAsStacksThatFillAcross() throws {
        let p = try preview(
            """
            LazyVStack(alignment: .leading, spacing: 4) {
                Rectangle().fill(Color.red).frame(width: 40, height: 10)
                LazyHStack { Rectangle().fill(Color.blue).frame(width: 20, height: 10); Rectangle().fill(Color.green).frame(width: 20, height: 10) }
            }
            """, width: 100, height: 100)
        // A lazy stack takes the whole length offered across its axis: the vertical one is 100
        // wide, its children at its leading edge; the horizontal one takes the 86 points of
        // height left (100 − 10 − 4), its rectangles centred in them (y = 14 + 38).
        #expect(try bounds(p, Self.red) == [Rect(x: 0, y: 0, width: 40, height: 10)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 0, y: 52, width: 20, height: 10)])
        #expect(try bounds(p, Self.green) == [Rect(x: 28, y: 52, width: 20, height: 10)])
    }

    // MARK: - Grid

    @Test func gridColumnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let p = try preview(
            """
            Grid {
                GridRow {
                    Rectangle().fill(Color.red).frame(width: 40, height: 20)
                    Rectangle().fill(Color.green).frame(width: 10, height: 30)
                }
                GridRow {
                    Rectangle().fill(Color.blue).frame(width: 20, height: 10)
                    Rectangle().fill(Color.orange).frame(width: 60, height: 10)
                }
            }
            """)
        // Columns 40 and 60, rows 30 and 10, 8 apart: 108 × 48, centred at (96, 126). Cells
        // are centred in their cells.
        #expect(try bounds(p, Self.red) == [Rect(x: 96, y: 131, width: 40, height: 20)])
        #expect(try bounds(p, Self.green) == [Rect(x: 169, y: 126, width: 10, height: 30)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 106, y: 164, width: 20, height: 10)])
        #expect(try bounds(p, Self.orange) == [Rect(x: 144, y: 164, width: 60, height: 10)])
    }

    @Test func gridAlignmentSpacingSpansAndColumnAlignment() throws {
        let p = try preview(
            """
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Rectangle().fill(Color.red).frame(width: 40, height: 20)
                    Rectangle().fill(Color.green).frame(width: 10, height: 30).gridColumnAlignment(.trailing)
                    Rectangle().fill(Color.blue).frame(width: 30, height: 10)
                }
                GridRow(alignment: .bottom) {
                    Rectangle().fill(Color.orange).frame(width: 20, height: 10).gridCellColumns(2)
                    Rectangle().fill(Color.purple).frame(width: 10, height: 20)
                }
                Rectangle().fill(Color.gray).frame(width: 20, height: 4)
            }
            """)
        // Columns 40, 10, 30 (spacing 10): 100 wide; rows 30, 20, 4: 54 tall; origin (100, 123).
        #expect(try bounds(p, Self.red) == [Rect(x: 100, y: 123, width: 40, height: 20)])
        #expect(try bounds(p, Self.green) == [Rect(x: 150, y: 123, width: 10, height: 30)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 170, y: 123, width: 30, height: 10)])
        // The second row aligns its cells' bottoms; the orange cell spans the first two columns.
        #expect(try bounds(p, Self.orange) == [Rect(x: 100, y: 163, width: 20, height: 10)])
        #expect(try bounds(p, Self.purple) == [Rect(x: 170, y: 153, width: 10, height: 20)])
        // A view outside any GridRow spans every column, at the grid's leading edge.
        let gray = RGBA(hex: 0x8E8E93)
        #expect(try bounds(p, gray) == [Rect(x: 100, y: 173, width: 20, height: 4)])
    }

    @Test func aFlexibleCellTakesItsColumnWidthWhenUnsized() throws {
        let p = try preview(
            """
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Rectangle().fill(Color.red).frame(width: 40, height: 20)
                    Rectangle().fill(Color.green).frame(width: 60, height: 20)
                }
                Rectangle().fill(Color.blue).frame(height: 2).gridCellUnsizedAxes(.horizontal)
            }
            """)
        // Columns 40 and 60, rows 20 and 2: 100 × 22 at (100, 139). The blue bar spans both
        // columns (100) without widening them.
        #expect(try bounds(p, Self.red) == [Rect(x: 100, y: 139, width: 40, height: 20)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 100, y: 159, width: 100, height: 2)])
        // Without gridCellUnsizedAxes the bar takes the grid's whole proposal (300), and its
        // two columns share the extra 200 equally: 140 and 160.
        let sized = try preview(
            """
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Rectangle().fill(Color.red).frame(width: 40, height: 20)
                    Rectangle().fill(Color.green).frame(width: 60, height: 20)
                }
                Rectangle().fill(Color.blue).frame(height: 2)
            }
            """)
        #expect(try bounds(sized, Self.blue) == [Rect(x: 0, y: 159, width: 300, height: 2)])
        #expect(try bounds(sized, Self.red) == [Rect(x: 50, y: 139, width: 40, height: 20)])
        #expect(try bounds(sized, Self.green) == [Rect(x: 190, y: 139, width: 60, height: 20)])
    }

    @Test func aCellAnchorOverridesAlignmentAndForEachMakesRows() throws {
        let p = try preview(
            """
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Rectangle().fill(Color.red).frame(width: 40, height: 40)
                    Rectangle().fill(Color.blue).frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
                }
                ForEach(0..<1) { _ in
                    GridRow {
                        Rectangle().fill(Color.green).frame(width: 20, height: 20)
                        Rectangle().fill(Color.orange).frame(width: 40, height: 40)
                    }
                }
            }
            """)
        // Two 40-point columns and rows: 80 × 80 at (110, 110). The blue cell's bottom-trailing
        // corner is on its cell's (190, 150); the green one is centred in its cell.
        #expect(try bounds(p, Self.blue) == [Rect(x: 180, y: 140, width: 10, height: 10)])
        #expect(try bounds(p, Self.green) == [Rect(x: 120, y: 160, width: 20, height: 20)])
        #expect(try bounds(p, Self.orange) == [Rect(x: 150, y: 150, width: 40, height: 40)])
    }

    // MARK: - fixedSize, hidden, layoutPriority

    @Test func fixedSizeTakesTheIdealSizeWhateverIsOffered() throws {
        let p = try preview(
            """
            Rectangle().fill(Color.red).frame(idealWidth: 80, idealHeight: 30).fixedSize().frame(width: 20, height: 20)
            """, width: 200, height: 200)
        // The 20 × 20 frame is centred at (90, 90); the fixed 80 × 30 rectangle is centred in it.
        #expect(try bounds(p, Self.red) == [Rect(x: 60, y: 85, width: 80, height: 30)])
        let horizontal = try preview(
            """
            Rectangle().fill(Color.red).frame(idealWidth: 80, idealHeight: 30).fixedSize(horizontal: true, vertical: false).frame(width: 20, height: 20)
            """, width: 200, height: 200)
        #expect(try bounds(horizontal, Self.red) == [Rect(x: 60, y: 90, width: 80, height: 20)])
    }

    @Test func hiddenKeepsItsSpaceButDrawsNothing() throws {
        let p = try preview(
            """
            HStack(spacing: 10) {
                Rectangle().fill(Color.red).frame(width: 40, height: 40).hidden()
                Rectangle().fill(Color.blue).frame(width: 40, height: 40)
            }
            """, width: 200, height: 200)
        #expect(try bounds(p, Self.red).isEmpty)
        #expect(try bounds(p, Self.blue) == [Rect(x: 105, y: 80, width: 40, height: 40)])
    }

    @Test func layoutPriorityOffersSpaceToTheHigherPriorityChildFirst() throws {
        let p = try preview(
            """
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(minWidth: 20)
                Rectangle().fill(Color.blue).layoutPriority(1)
            }
            .frame(width: 100, height: 10)
            """, width: 100, height: 10)
        // The blue rectangle is offered 100 minus the red one's minimum, 20.
        #expect(try bounds(p, Self.red) == [Rect(x: 0, y: 0, width: 20, height: 10)])
        #expect(try bounds(p, Self.blue) == [Rect(x: 20, y: 0, width: 80, height: 10)])
    }

    /// A spacer's priority is −∞ (SwiftUI's spacer layout engine), so the rectangle that wants
    /// 70 of a 100-point row is offered 100 − 8 (the spacer's minimum), not an even half.
    @Test func aSpacerIsSizedAfterEveryOtherChild() throws {
        let p = try preview(
            """
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(maxWidth: 70)
                Spacer()
            }
            .frame(width: 100, height: 10)
            """, width: 100, height: 10)
        #expect(try bounds(p, Self.red) == [Rect(x: 0, y: 0, width: 70, height: 10)])
        // A spacer in a frame is an ordinary child again (a frame reports priority 0): the
        // rectangle, less flexible, is offered half.
        let framed = try preview(
            """
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(maxWidth: 70)
                Spacer().frame(minWidth: 0)
            }
            .frame(width: 100, height: 10)
            """, width: 100, height: 10)
        #expect(try bounds(framed, Self.red) == [Rect(x: 0, y: 0, width: 50, height: 10)])
    }
}
