//  RobustnessTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import Testing

@testable import FlipbookLayout
@testable import FlipbookVocabulary

/// Odd input never crashes layout, and every frame it produces is finite with a non-negative size.
@Suite struct RobustnessTests {
    private func expectSane(_ tree: LayoutTree) {
        for (identity, node) in tree.nodes {
            for layer in node.layers {
                let finite = [layer.minX, layer.minY, layer.width, layer.height].allSatisfy { $0.isFinite }
                #expect(finite, "\(identity): \(layer)")
                #expect(layer.width >= 0 && layer.height >= 0, "\(identity): \(layer)")
            }
            for line in node.measurement?.text?.lines ?? [] {
                #expect(line.origin.x.isFinite && line.origin.y.isFinite && line.width.isFinite)
            }
        }
    }

    @Test func nanAndNegativeDimensions() {
        let tree = layout([
            vstack(
                id(0), spacing: .nan,
                [
                    color(id(0, 0), [frame(.nan, -20)]),
                    color(id(0, 1), [.padding(EdgeInsets(top: .nan, leading: -500, bottom: .infinity, trailing: 3))]),
                    color(id(0, 2), [.position(x: .nan, y: .infinity)]),
                    node(id(0, 3), .spacer(minLength: -.infinity)),
                    color(id(0, 4), [frame(.infinity, 10)]),
                    color(id(0, 5), [.flexibleFrame(FlexibleFrame(minWidth: .infinity, maxWidth: 10, minHeight: -1))]),
                ])
        ])
        expectSane(tree)
        #expect(tree.nodes.count == 7)
        #expect(tree.frame(id(0, 0))?.size == .zero)
    }

    @Test func hugeNumbers() {
        let tree = layout([
            hstack(
                id(0),
                [
                    color(id(0, 0), [frame(1e308, 1e308)]),
                    color(id(0, 1), [frame(1e308, 1)]),
                    text(id(0, 2), String(repeating: "word ", count: 200)),
                ])
        ])
        expectSane(tree)
    }

    @Test func brokenMeasurer() {
        let tree = layout(
            [vstack(id(0), [text(id(0, 0), "ab c"), text(id(0, 1), "Hello world", [frame(30, nil)])])],
            measurer: BrokenMeasurer())
        expectSane(tree)
    }

    @Test func nonsenseCanvasAndScale() {
        let roots = [color(id(0)), text(id(1), "Hi")]
        expectSane(layout(roots, canvas: Size(width: .nan, height: -10), scale: .nan))
        expectSane(layout(roots, canvas: Size(width: .infinity, height: 1e300), scale: 0))
    }

    @Test func duplicateIdentitiesDoNotShareSizes() {
        // Two different views with one identity (a ForEach with repeated ids): each is measured
        // for itself; the tree keeps the last one's frames.
        let tree = layout([hstack(id(0), spacing: 0, [color(id(0, 0), [frame(10, 10)]), color(id(0, 0), [frame(30, 30)])])])
        #expect(tree.frame(id(0))?.size == Size(width: 40, height: 30))
        #expect(tree.frame(id(0, 0))?.size == Size(width: 30, height: 30))
    }
}
