import FlipbookModel
import FlipbookScene
import Testing

/// The evaluate stage: code and state into a resolved view tree.
@Suite struct EvaluationTests {
    @Test func modifiersAreResolvedInOrder() throws {
        let tree = try runScene(scene(body: """
            Text("Hi")
                .font(.system(size: 30, weight: .bold))
                .foregroundStyle(.white)
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 8).fill(.blue))
                .opacity(0.5)
            """))[0].tree
        let text = try #require(tree.roots.first)
        #expect(text.content == .text("Hi", font: FontSpec(size: 30, weight: .bold), color: .white))
        #expect(text.modifiers.count == 3)
        #expect(text.modifiers[0] == .padding(EdgeInsets(all: 12)))
        guard case .background(let background, .center) = text.modifiers[1] else {
            Issue.record("expected a background, got \(text.modifiers[1])")
            return
        }
        #expect(background.contentChildren.first?.content == .shape(.roundedRectangle(cornerRadius: 8), fill: RGBA(hex: 0x007AFF)))
        #expect(text.modifiers[2] == .opacity(0.5))
    }

    @Test func ifElseBranchesAreDifferentIdentities() throws {
        let source = scene(
            body: """
                if flag {
                    Circle()
                } else {
                    Rectangle()
                }
                """,
            state: "@State private var flag = false")
        let tree = try runScene(source)[0].tree
        #expect(tree.roots.map(\.identity.description) == ["/0/0/F/0"])
    }

    @Test func forEachUsesElementIDs() throws {
        let source = scene(
            body: """
                VStack(spacing: 4) {
                    ForEach(items) { item in
                        Text(item.name)
                    }
                }
                """,
            extra: """
                struct Item: Identifiable {
                    let id: Int
                    var name: String
                }
                let items = [Item(id: 7, name: "seven"), Item(id: 3, name: "three")]
                """)
        let tree = try runScene(source)[0].tree
        let stack = try #require(tree.roots.first)
        #expect(stack.content == .stack(.vertical(alignment: .center, spacing: 4), children: stack.contentChildren))
        #expect(stack.contentChildren.map(\.identity.description) == ["/0/0/0/[7]/0", "/0/0/0/[3]/0"])
        #expect(tree.texts == ["seven", "three"])
    }

    @Test func explicitIDExtendsTheIdentity() throws {
        let tree = try runScene(scene(body: "Color.red.id(\"a\")"))[0].tree
        #expect(tree.roots.first?.identity.description == "/0/0/id(\"a\")")
    }

    @Test func gridStaggerExpressionsEvaluateAsSwiftWould() throws {
        let source = scene(
            body: """
                ForEach(0..<3, id: \\.self) { i in
                    Color(hue: Double(i) / Double(count), saturation: 0.65, brightness: 0.9)
                        .position(x: gap + Double(i % columns) * (cellWidth + gap) + cellWidth / 2,
                                  y: gap + Double(i / columns) * 10)
                }
                """,
            extra: """
                let count = 200
                let columns = 2
                let gap = 16.0
                let cellWidth = (1280.0 - gap * Double(columns + 1)) / Double(columns)
                """)
        let tree = try runScene(source)[0].tree
        let positions = tree.roots.compactMap { node -> Double? in
            if case .position(let x, _) = node.modifiers.last { return x }
            return nil
        }
        let cell = (1280.0 - 16 * 3) / 2
        #expect(positions == [16 + cell / 2, 16 + cell + 16 + cell / 2, 16 + cell / 2])
        if case .position(_, let y) = tree.roots[2].modifiers.last { #expect(y == 26) }  // Int division
    }

    @Test func computedPropertiesMethodsAndNestedEnums() throws {
        let source = scene(
            body: """
                VStack {
                    face(.front)
                    face(side == .front ? .back : .front)
                    label
                }
                """,
            state: """
                @State private var side = Card.Side.front
                private var label: some View { Text("label") }
                func face(_ which: Card.Side) -> some View {
                    Text(which == .front ? "front" : "back")
                }
                """,
            extra: """
                struct Card {
                    enum Side: String { case front, back }
                }
                """)
        let tree = try runScene(source)[0].tree
        #expect(tree.texts == ["front", "back", "label"])
    }
}
