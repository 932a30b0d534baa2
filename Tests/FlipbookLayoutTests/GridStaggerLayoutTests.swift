//  GridStaggerLayoutTests.swift
//  FlipbookLayoutTests

import FlipbookModel
import FlipbookVocabulary
import Testing

@testable import FlipbookLayout

/// The benchmark scene (`shared/bench/grid-stagger.swift`): a 1280 × 720 ZStack of 200
/// positioned rounded rectangles and a circle.
@Suite struct GridStaggerLayoutTests {
    static let columns = 19
    static let gap = 16.0
    static let cellWidth = (1280.0 - gap * 20) / 19  // 50.526…
    static let cellHeight = (720.0 - gap * 12) / 11  // 48

    static func cellIdentity(_ i: Int) -> Identity {
        id(0, 0).appending(.element(IdentityKey("\(i)")))
    }

    static var tree: ViewTree {
        var children: [ViewNode] = (0..<200).map { i in
            let x = gap + Double(i % columns) * (cellWidth + gap) + cellWidth / 2
            let y = gap + Double(i / columns) * (cellHeight + gap) + cellHeight / 2
            let modifiers: [NodeModifier] = [
                frame(cellWidth, cellHeight),
                .effect(AnyViewModifier(ScaleEffect(x: 0.5, y: 0.5))),
                .opacity(0),
                .animation(.easeInOut(duration: 0.35), value: IdentityKey("false")),
                .position(x: x, y: y),
            ]
            return node(cellIdentity(i), .shape(.roundedRectangle(cornerRadius: 12), fill: red), modifiers)
        }
        children.append(
            node(
                id(0, 1), .shape(.circle, fill: red),
                [
                    frame(240, 240), .position(x: 120, y: 360), .animation(.linear(duration: 5), value: IdentityKey("false")),
                ]))
        return ViewTree(roots: [zstack(id(0), children, [frame(1280, 720)])])
    }

    @Test func everyNodeHasItsFrames() {
        let layout = LayoutEngine.layout(
            Self.tree, canvas: Size(width: 1280, height: 720), scale: 1, measurer: FakeMeasurer(),
            rootLayout: AnyContainerLayout(StackLayout.vertical()))
        #expect(layout.nodes.count == 202)
        #expect(layout.layers(id(0)) == [rect(0, 0, 1280, 720), rect(0, 0, 1280, 720)])
        #expect(layout.nodes.values.allSatisfy { $0.layers.count >= 2 })
    }

    @Test func cellsSitOnTheGridAtScaleOne() {
        let layout = LayoutEngine.layout(
            Self.tree, canvas: Size(width: 1280, height: 720), scale: 1, measurer: FakeMeasurer(),
            rootLayout: AnyContainerLayout(StackLayout.vertical()))
        let first = layout.layers(Self.cellIdentity(0))
        #expect(first.count == 6)
        // The shape, its frame and the drawing modifiers share one rectangle (16…66.53 rounds
        // to 16…67); the position modifier fills the ZStack.
        #expect(Array(first.prefix(5)) == Array(repeating: rect(16, 16, 51, 48), count: 5))
        #expect(first.last == rect(0, 0, 1280, 720))
        // Column 1, row 1: 82.53…133.05.
        #expect(layout.layers(Self.cellIdentity(20))[0] == rect(83, 80, 50, 48))
        // Column 9, row 10: 614.74…665.26.
        #expect(layout.layers(Self.cellIdentity(199))[0] == rect(615, 656, 50, 48))
        #expect(
            layout.layers(id(0, 1)) == [
                rect(0, 240, 240, 240), rect(0, 240, 240, 240),
                rect(0, 0, 1280, 720), rect(0, 0, 1280, 720),
            ])
    }

    @Test func cellsSitOnTheGridAtScaleTwo() {
        let layout = LayoutEngine.layout(
            Self.tree, canvas: Size(width: 1280, height: 720), scale: 2, measurer: FakeMeasurer(),
            rootLayout: AnyContainerLayout(StackLayout.vertical()))
        #expect(layout.layers(Self.cellIdentity(0))[0] == rect(16, 16, 50.5, 48))
        #expect(layout.layers(Self.cellIdentity(20))[0] == rect(82.5, 80, 50.5, 48))
    }
}
