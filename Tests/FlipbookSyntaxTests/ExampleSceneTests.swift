import FlipbookModel
import FlipbookSyntax
import Testing

/// Whole scene files: the DESIGN §2 example, the benchmark scene, and the seed articles' code.
@Suite struct ExampleSceneTests {
    @Test func designExampleDeclarations() throws {
        let program = try Fixtures.program("ExplicitIdentity.swift")
        #expect(program.fileName == "ExplicitIdentity.swift")
        #expect(program.source == (try Fixtures.source("ExplicitIdentity.swift")))
        #expect(program.structs.map(\.name) == ["ValueView", "ExplicitIdentity"])
        #expect(program.structs.allSatisfy { $0.isView })
        #expect(program.declarations.count == 3)  // `import SwiftUI` is dropped

        let valueView = program.structs[0]
        #expect(valueView.storedProperties.map(\.name) == ["value"])
        #expect(valueView.storedProperties[0].isLet)
        #expect(valueView.storedProperties[0].isState == false)
        #expect(valueView.storedProperties[0].type?.text == "Int")

        let root = program.structs[1]
        let state = try #require(root.storedProperties.first)
        #expect(state.name == "value" && state.isState && !state.isLet)
        #expect(state.initializer.map(ASTDump.expr) == "0")
        let body = try #require(root.computedProperties.first)
        #expect(body.name == "body" && body.type?.text == "some View" && !body.isViewBuilder)
        #expect(body.body.count == 1)
    }

    @Test func designExampleModifierChain() throws {
        let program = try Fixtures.program("ExplicitIdentity.swift")
        let text = try #require(program.structs[0].computedProperties.first?.body.first)
        #expect(ASTDump.stmt(text) == """
            Text("\\(value)").font(.system(size: 40, weight: .bold)).foregroundStyle(.white)\
            .frame(width: 120, height: 120).background(RoundedRectangle(cornerRadius: 16).fill(.blue))
            """)

        let root = try #require(program.structs[1].computedProperties.first?.body.first)
        guard case .expression(let chain) = root.kind, case .call(let taskCallee, let taskArguments) = chain.kind,
            case .member(let receiver, let taskName) = taskCallee.kind
        else { Issue.record("body is not a modifier call: \(ASTDump.stmt(root))"); return }
        #expect(taskName == "task")
        #expect(receiver.map(ASTDump.expr) == """
            ValueView(value: value).id(value).transition(.asymmetric(insertion: .move(edge: .trailing), \
            removal: .move(edge: .leading)))
            """)
        let trailing = try #require(taskArguments.first)
        #expect(taskArguments.count == 1 && trailing.isTrailingClosure && trailing.label == nil)
        guard case .closure(let closure) = trailing.value.kind else { Issue.record("not a closure"); return }
        #expect(closure.parameters == nil)
        #expect(ASTDump.stmts(closure.body) == """
            for _ in (0 ..< 3) { try? await Task.sleep(for: .seconds(0.6)); \
            withAnimation(.easeInOut(duration: 0.4)) { (value += 1) } }
            """)
    }

    @Test func designExamplePreview() throws {
        let program = try Fixtures.program("ExplicitIdentity.swift")
        let preview = try #require(program.previews.first)
        #expect(preview.name == "Explicit identity")
        #expect(preview.traits.map(ASTDump.expr) == [".fixedLayout(width: 400, height: 240)"])
        #expect(ASTDump.stmts(preview.body) == "ExplicitIdentity()")
        #expect(preview.span.start.line == 30 && preview.span.start.column == 1)
    }

    @Test func gridStaggerBenchmark() throws {
        let program = try Fixtures.program("../../../Scenes/bench-grid-stagger.swift")
        #expect(program.globals.map(\.name) == ["count", "columns", "rows", "gap", "cellWidth", "cellHeight"])
        #expect(program.globals.allSatisfy { $0.isLet })
        #expect(program.globals[4].initializer.map(ASTDump.expr)
            == "((1280.0 - (gap * Double((columns + 1)))) / Double(columns))")

        let grid = try #require(program.structs.first)
        #expect(grid.name == "GridStagger" && grid.isView)
        #expect(grid.storedProperties.map { "\($0.name) \($0.isState)" } == ["shown true"])

        let body = try #require(grid.computedProperties.first?.body)
        #expect(body.count == 1)
        let dump = ASTDump.stmts(body)
        #expect(dump.hasPrefix("ZStack() { ForEach((0 ..< count), id: \\.self) { i in RoundedRectangle(cornerRadius: 12)"))
        #expect(dump.contains(".position(x: ((gap + (Double((i % columns)) * (cellWidth + gap))) + (cellWidth / 2))"))
        #expect(dump.contains(".scaleEffect((shown ? 1 : 0.5))"))
        #expect(dump.contains(".animation(.easeInOut(duration: 0.35).delay((0.02 * Double(i))), value: shown)"))
        #expect(dump.contains(".animation(.linear(duration: (299.0 / 60.0)), value: shown)"))
        #expect(dump.hasSuffix(".frame(width: 1280, height: 720).onAppear() { (shown = true) }"))

        let preview = try #require(program.previews.first)
        #expect(preview.name == "grid-stagger")
        #expect(preview.traits.map(ASTDump.expr) == [".fixedLayout(width: 1280, height: 720)"])
    }

    @Test func cardFlipNestedEnumAndMethods() throws {
        let program = try Fixtures.program("CardFlip.swift")
        let card = try #require(program.structs.first { $0.name == "Card" })
        #expect(!card.isView && card.conformances == ["Identifiable"])
        guard case .enumeration(let side)? = card.nestedTypes.first else {
            Issue.record("Card.Side is missing"); return
        }
        #expect(side.name == "Side" && side.conformances == ["String", "Identifiable"])
        #expect(side.cases.map(\.name) == ["front", "back"])
        #expect(side.members.count == 1)
        #expect(card.storedProperties.map(\.name) == ["id", "question", "answer", "sample"])
        #expect(card.storedProperties.map(\.isStatic) == [false, false, false, true])

        let cardView = try #require(program.structs.first { $0.name == "CardView" })
        let sideView = try #require(cardView.methods.first { $0.name == "sideView" })
        #expect(sideView.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type?.text ?? "")" }
            == ["side side: Card.Side"])
        #expect(sideView.returnType?.text == "some View" && !sideView.isViewBuilder)
        // A lone switch in a plain function is Swift's implicit return of a switch expression.
        #expect(ASTDump.stmts(sideView.body)
            == "<switch side { case .front: Color.blue; case .back: Color.orange }>")

        let label = try #require(cardView.methods.first { $0.name == "label" })
        #expect(label.isViewBuilder)
        #expect(label.parameters.map(\.label) == [nil, "emphasized"])
        #expect(label.parameters.map(\.name) == ["text", "emphasized"])
        #expect(label.parameters[1].defaultValue.map(ASTDump.expr) == "false")
        #expect(ASTDump.stmts(label.body) == "if emphasized { Text(text).bold() } else { Text(text) }")

        let flip = try #require(program.structs.first { $0.name == "FlipAndSlide" })
        #expect(flip.storedProperties.map(\.isState) == [true, true])
        #expect(flip.storedProperties[0].initializer.map(ASTDump.expr) == "Card.Side.front")
        let full = try #require(flip.computedProperties.first { $0.name == "fullTransition" })
        guard case .ifElse(let ifStmt)? = full.body.first?.kind else {
            Issue.record("fullTransition is not an if statement"); return
        }
        #expect(ifStmt.conditions.map(ASTDump.expr) == ["(side == .front)"])
        #expect(ifStmt.then.map(ASTDump.stmt)
            == ["return .asymmetric(insertion: .move(edge: .trailing), removal: .opacity)"])
        #expect(program.previews.first?.name == nil)
    }

    @Test func blueCircleSeed() throws {
        let program = try Fixtures.program("BlueCircle.swift")
        let view = try #require(program.structs.first)
        #expect(view.computedProperties.map(\.name) == ["body", "blueCircle"])
        #expect(ASTDump.stmts(view.computedProperties[0].body) == """
            Group() { if condition { blueCircle.offset(x: (-100)) } else { blueCircle.offset(x: 100) } }\
            .onAppear() { withAnimation() { condition.toggle() } }
            """)
        let phase = try #require(program.enums.first)
        #expect(phase.cases.map(\.name) == ["willAppear", "identity", "didDisappear"])
        let rotation = try #require(phase.members.first)
        guard case .computed(let property) = rotation else { Issue.record("rotation is not computed"); return }
        #expect(ASTDump.stmts(property.body) == """
            <switch self { case .willAppear: .degrees(180); case .identity: .zero; \
            case .didDisappear: .degrees((-180)) }>
            """)
    }
}
