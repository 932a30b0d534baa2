import Flipbook
import FlipbookModel
import Testing

/// Shapes SwiftUI resolves from their context: `ButtonBorderShape` (as a shape, and as
/// `.buttonBorder` where a `Shape` is expected) and `ContainerRelativeShape`.
@Suite struct ContextualShapeTests {
    func displayList(_ view: String) throws -> DisplayList {
        let source = """
            import SwiftUI
            #Preview(traits: .fixedLayout(width: 300, height: 300)) {
                \(view)
            }
            """
        let preview = try #require(try compileScene(source).first)
        return try preview.timeline.displayList(at: 0)
    }

    /// The curves of every clip and filled path, in drawing order.
    func curveCounts(_ items: [DisplayItem]) -> [Int] {
        items.flatMap { item -> [Int] in
            switch item {
            case .shape(let shape): [Self.curves(shape.path)]
            case .group(let group): (group.clip.map { [Self.curves($0.path)] } ?? []) + curveCounts(group.items)
            default: []
            }
        }
    }

    static func curves(_ path: Path) -> Int {
        path.elements.filter { if case .curve = $0 { true } else { false } }.count
    }

    @Test func theButtonBorderIsARoundedRectangleWhereAShapeIsExpected() throws {
        let list = try displayList("Color.black.frame(width: 200, height: 50).clipShape(.buttonBorder)")
        // The clip has four rounded corners; the colour inside it is a plain rectangle.
        #expect(curveCounts(list.items).first ?? 0 >= 4)
        #expect(curveCounts(list.items).last == 0)
    }

    @Test func aButtonBorderShapeWrittenOutKeepsItsKind() throws {
        let capsule = try displayList("ButtonBorderShape.capsule.fill(.red).frame(width: 100, height: 40)")
        let circle = try displayList("ButtonBorderShape.circle.fill(.red).frame(width: 40, height: 40)")
        #expect(curveCounts(capsule.items) != [0] && curveCounts(circle.items) != [0])
        // The button style reads the written-out shape as it reads `.capsule`.
        let button = try displayList(
            "Button(\"Go\") {}.buttonStyle(.borderedProminent).buttonBorderShape(ButtonBorderShape.capsule)")
        let implicit = try displayList("Button(\"Go\") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)")
        #expect(button == implicit)
    }

    @Test func aContainerRelativeShapeOutsideAContainerIsItsRectangle() throws {
        let list = try displayList("ContainerRelativeShape().fill(.blue).frame(width: 60, height: 30)")
        let blue = DrawnShapes.collect(list.items).filter { $0.fill?.description == RGBA(hex: 0x007AFF).description }
        #expect(blue.map(\.bounds) == [Rect(x: 120, y: 135, width: 60, height: 30)])
        #expect(curveCounts(list.items) == [0])
    }
}
