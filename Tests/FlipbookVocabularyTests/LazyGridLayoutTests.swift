import FlipbookModel
import Testing

@testable import FlipbookVocabulary

@Suite struct LazyGridLayoutTests {
    func grid(_ items: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> LazyGridLayout {
        LazyGridLayout(
            axis: .vertical, items: items, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing)
    }

    /// Where each track starts and how long it is, for `length` across.
    func tracks(_ layout: LazyGridLayout, _ length: Double?) -> [[Double]] {
        layout.tracks(across: length).map { [$0.start, $0.length] }
    }

    func isClose(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 } }
    }

    static let flexible = GridItem.Size.flexible(minimum: 10, maximum: .infinity)

    @Test func fixedThenAdaptivePacksAsManyMinimumsAsFit() {
        // objc.io's quiz 1: 200 - 70 - 8 leaves 122 for the adaptive item, which fits two
        // columns of at least 40 with 8 between them: (122 - 8) / 2 = 57 each.
        let layout = grid([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40, maximum: .infinity))])
        #expect(tracks(layout, 200) == [[0, 70], [78, 57], [143, 57]])
        let engine = FakeSubviews([])
        #expect(
            layout.sizeThatFits(ProposedSize(width: 200, height: 500), subviews: engine.subviews) == Size(width: 200, height: 0))
    }

    @Test func flexibleItemsShareWhatIsLeftInOrderAndKeepTheirMinimum() {
        // 292 / 2 = 146 for the first (minimum 100), the 146 left is below the second's 180:
        // the grid asks for 146 + 8 + 180 = 334. Placed at 334, it shares again: 163 and 180.
        let layout = grid([
            GridItem(.flexible(minimum: 100, maximum: .infinity)),
            GridItem(.flexible(minimum: 180, maximum: .infinity)),
        ])
        #expect(tracks(layout, 300) == [[0, 146], [154, 180]])
        let engine = FakeSubviews([shape, shape])
        let size = layout.sizeThatFits(ProposedSize(width: 300, height: 300), subviews: engine.subviews)
        #expect(size == Size(width: 334, height: 10))
        let placements = layout.placeSubviews(
            in: Rect(origin: .zero, size: size), proposal: ProposedSize(width: 300, height: 300),
            subviews: engine.subviews)
        #expect(placements.map(\.proposal) == [ProposedSize(width: 163, height: nil), ProposedSize(width: 180, height: nil)])
        #expect(placements.map(\.position) == [Point(x: 0, y: 0), Point(x: 171, y: 0)])
    }

    @Test func flexibleMaximumCapsTheShare() {
        let layout = grid([GridItem(.flexible(minimum: 10, maximum: 60)), GridItem(Self.flexible)])
        // 292 / 2 = 146, capped at 60; the second gets all 232 left.
        #expect(tracks(layout, 300) == [[0, 60], [68, 232]])
    }

    @Test func fixedItemsAreSizedFirstWhereverTheyAre() {
        let layout = grid([GridItem(Self.flexible), GridItem(.fixed(100))])
        #expect(tracks(layout, 300) == [[0, 192], [200, 100]])
    }

    @Test func adaptiveItemsShareEquallyThenPack() {
        // Each of the two gets (300 - 8) / 2 = 146: two columns of (146 - 8) / 2 = 69, and
        // three of (146 - 16) / 3.
        let layout = grid([GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))])
        let third = 130.0 / 3
        #expect(
            isClose(tracks(layout, 300), [[0, 69], [77, 69], [154, third], [162 + third, third], [170 + 2 * third, third]]))
        // One adaptive item alone: five columns of (300 - 32) / 5 = 53.6.
        let alone = grid([GridItem(.adaptive(minimum: 50, maximum: 100))])
        #expect(isClose(tracks(alone, 300), (0..<5).map { [Double($0) * 61.6, 53.6] }))
        // A maximum below the share leaves the rest of the width unused.
        let capped = grid([GridItem(.adaptive(minimum: 50, maximum: 52))])
        #expect(tracks(capped, 300) == (0..<5).map { [Double($0) * 60, 52] })
    }

    @Test func itemSpacingIsTheSpaceToTheNextItem() {
        let layout = grid([GridItem(.fixed(50), spacing: 4), GridItem(.fixed(50), spacing: 30), GridItem(.fixed(50))])
        #expect(tracks(layout, 500) == [[0, 50], [54, 50], [134, 50]])
        // Inside an adaptive item, its own spacing separates its columns.
        let adaptive = grid([GridItem(.adaptive(minimum: 40, maximum: .infinity), spacing: 2)])
        #expect(tracks(adaptive, 100) == [[0, 49], [51, 49]])
    }

    @Test func withNoLengthOfferedFlexibleAndAdaptiveItemsTakeTheirMinimum() {
        let layout = grid([
            GridItem(.fixed(30)), GridItem(.flexible(minimum: 20, maximum: 90)),
            GridItem(.adaptive(minimum: 25, maximum: .infinity)),
        ])
        #expect(tracks(layout, nil) == [[0, 30], [38, 20], [66, 25]])
    }

    @Test func anInfiniteProbeStaysFinitelyCounted() {
        let layout = grid([GridItem(.fixed(30)), GridItem(.adaptive(minimum: 25, maximum: 40)), GridItem(Self.flexible)])
        #expect(tracks(layout, .infinity) == [[0, 30], [38, 40], [86, .infinity]])
    }

    @Test func cellsFillRowsInOrderAndRowsAreAsTallAsTheirTallestCell() {
        // Two columns of 100 in 208; five cells 20 wide and 10, 30, 16, 4, 12 high.
        let heights = [10.0, 30, 16, 4, 12]
        let engine = FakeSubviews(heights.map { h in fixed(Size(width: 20, height: h)) })
        let layout = grid([GridItem(Self.flexible), GridItem(Self.flexible)], spacing: 6)
        let size = layout.sizeThatFits(ProposedSize(width: 208, height: 1000), subviews: engine.subviews)
        // Rows of 30, 16 and 12, 6 apart.
        #expect(size == Size(width: 208, height: 70))
        let placements = layout.placeSubviews(
            in: Rect(x: 5, y: 7, width: 208, height: 70), proposal: ProposedSize(width: 208, height: 1000),
            subviews: engine.subviews)
        #expect(placements.allSatisfy { $0.proposal == ProposedSize(width: 100, height: nil) })
        // Centred in each 100-point column and in the row.
        #expect(
            placements.map(\.position) == [
                Point(x: 5 + 40, y: 7 + 10), Point(x: 5 + 148, y: 7),
                Point(x: 5 + 40, y: 7 + 36), Point(x: 5 + 148, y: 7 + 36 + 6),
                Point(x: 5 + 40, y: 7 + 58),
            ])
    }

    @Test func cellsFollowTheirItemsAlignmentOrElseTheGrids() {
        let engine = FakeSubviews([fixed(Size(width: 20, height: 10)), fixed(Size(width: 20, height: 30))])
        let layout = grid([GridItem(.fixed(100), alignment: .topLeading), GridItem(.fixed(100))], alignment: .trailing)
        let placements = layout.placeSubviews(
            in: Rect(x: 0, y: 0, width: 208, height: 30), proposal: .unspecified,
            subviews: engine.subviews)
        #expect(placements.map(\.position) == [Point(x: 0, y: 0), Point(x: 108 + 80, y: 0)])
    }

    @Test func defaultRowSpacingIsEight() {
        let engine = FakeSubviews([fixed(Size(width: 20, height: 10)), fixed(Size(width: 20, height: 10))])
        let layout = grid([GridItem(.fixed(50))])
        #expect(layout.sizeThatFits(.unspecified, subviews: engine.subviews) == Size(width: 50, height: 28))
    }

    @Test func aHorizontalGridFillsColumnsOfRows() {
        // Rows of 30 and 40 (8 apart); three cells 10 wide.
        let engine = FakeSubviews([shape, shape, shape])
        let layout = LazyGridLayout(axis: .horizontal, items: [GridItem(.fixed(30)), GridItem(.fixed(40))], spacing: 5)
        let size = layout.sizeThatFits(ProposedSize(width: 300, height: 300), subviews: engine.subviews)
        #expect(size == Size(width: 25, height: 78))
        let placements = layout.placeSubviews(
            in: Rect(origin: .zero, size: size), proposal: ProposedSize(width: 300, height: 300),
            subviews: engine.subviews)
        #expect(
            placements.map(\.proposal) == [
                ProposedSize(width: nil, height: 30), ProposedSize(width: nil, height: 40),
                ProposedSize(width: nil, height: 30),
            ])
        #expect(placements.map(\.position) == [Point(x: 0, y: 0), Point(x: 0, y: 38), Point(x: 15, y: 0)])
    }
}
