//  LazyGridEngineTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import Testing

@testable import FlipbookLayout
@testable import FlipbookVocabulary

/// `LazyVGrid` in the layout engine: the frames its cells end up with.
@Suite struct LazyGridEngineTests {
    func grid(
        _ identity: Identity, _ items: [GridItem], spacing: Double? = nil, _ children: [ViewNode],
        _ modifiers: [NodeModifier] = []
    ) -> ViewNode {
        node(
            identity,
            .container(
                AnyContainerLayout(LazyGridLayout(axis: .vertical, items: items, spacing: spacing)),
                children: children), modifiers)
    }

    @Test func fixedAndFlexibleColumnsInAFrame() {
        // 150 - 8 = 142: the fixed column takes 50, the flexible one 92. Rows of 20, 8 apart:
        // 48 high, centred in the 400 × 300 canvas from (125, 126).
        let tree = layout([
            grid(
                id(0), [GridItem(.fixed(50)), GridItem(.flexible(minimum: 10, maximum: .infinity))],
                (0..<3).map { color(id(0, $0), [frame(nil, 20)]) }, [frame(150, nil)])
        ])
        #expect(tree.frame(id(0, 0)) == rect(125, 126, 50, 20))
        #expect(tree.frame(id(0, 1)) == rect(183, 126, 92, 20))
        #expect(tree.frame(id(0, 2)) == rect(125, 154, 50, 20))
        #expect(tree.layers(id(0)).first == rect(125, 126, 150, 48))
    }

    @Test func cellsSmallerThanTheirColumnAreCentred() {
        let tree = layout([
            grid(
                id(0), [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 0,
                [
                    color(id(0, 0), [frame(20, 10)]),
                    color(id(0, 1), [frame(40, 30)]),
                ])
        ])
        // 208 × 30 from (96, 135).
        #expect(tree.frame(id(0, 0)) == rect(136, 145, 20, 10))
        #expect(tree.frame(id(0, 1)) == rect(234, 135, 40, 30))
    }

    /// A section's header and footer are lines of their own across the grid (centred), and its
    /// rows start a new line, even without a header.
    @Test func sectionsBreakTheFlowOfCells() {
        func part(_ index: Int, _ role: SectionRole?, height: Double, width: Double? = nil) -> ViewNode {
            var node = color(id(0, index), [frame(width, height)])
            node.traits.sectionRole = role
            return node
        }
        let tree = layout([
            grid(
                id(0), [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 0,
                [
                    part(0, .header, height: 10, width: 50), part(1, .firstRow, height: 20), part(2, nil, height: 20),
                    part(3, nil, height: 20), part(4, .footer, height: 10, width: 50), part(5, .firstRow, height: 20),
                    part(6, .firstRow, height: 20),
                ])
        ])
        // Lines of 10, 20, 20, 10, 20 and 20: 208 × 100 from (96, 100).
        #expect(tree.frame(id(0, 0)) == rect(175, 100, 50, 10))
        #expect(tree.frame(id(0, 1)) == rect(96, 110, 100, 20))
        #expect(tree.frame(id(0, 2)) == rect(204, 110, 100, 20))
        #expect(tree.frame(id(0, 3)) == rect(96, 130, 100, 20))
        #expect(tree.frame(id(0, 4)) == rect(175, 150, 50, 10))
        #expect(tree.frame(id(0, 5)) == rect(96, 160, 100, 20))
        #expect(tree.frame(id(0, 6)) == rect(96, 180, 100, 20))
    }
}
