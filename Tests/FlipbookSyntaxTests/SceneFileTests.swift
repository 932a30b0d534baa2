import FlipbookModel
import FlipbookSyntax
import Foundation
import Testing

/// Whole scene files: the repository's example scenes (the seed articles' code and the benchmark),
/// the DESIGN §2 example, and the fixtures written for these tests.
@Suite struct SceneFileTests {
    /// The repository's `Scenes/` folder, found from this file's path.
    static let scenesDirectory = Fixtures.directory
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

    @Test func everyExampleSceneParsesCleanly() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.scenesDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count >= 11)
        for file in files {
            let program = try SceneParser.parse(
                source: String(contentsOf: file, encoding: .utf8), fileName: file.lastPathComponent)
            #expect(program.warnings.isEmpty, "\(file.lastPathComponent): \(program.warnings)")
            #expect(!program.previews.isEmpty, "\(file.lastPathComponent)")
        }
    }

    @Test func gridStaggerBenchmark() throws {
        let file = Self.scenesDirectory.appendingPathComponent("bench-grid-stagger.swift")
        let program = try SceneParser.parse(source: String(contentsOf: file, encoding: .utf8), fileName: "grid.swift")
        let globals = program.declarations.compactMap { decl -> String? in
            if case .variable(let variable) = decl.kind { return variable.bindings.first?.name } else { return nil }
        }
        #expect(globals == ["count", "columns", "rows", "gap", "cellWidth", "cellHeight"])
        #expect(
            ASTDump.decl(program.declarations[4])
                == "let cellWidth = ((1280.0 - (gap * Double((columns + 1)))) / Double(columns))")
        let grid = ASTDump.decl(program.declarations[6])
        #expect(
            grid.hasPrefix(
                "struct GridStagger: View { @State private var shown = false; var body: some View { get { "
                    + "ZStack() { ForEach((0 ..< count), id: \\.self) { (i) in RoundedRectangle(cornerRadius: 12)"))
        #expect(grid.contains(".animation(.easeInOut(duration: 0.35).delay((0.02 * Double(i))), value: shown)"))
        #expect(grid.contains(".animation(.linear(duration: (299.0 / 60.0)), value: shown)"))
        #expect(grid.hasSuffix(".frame(width: 1280, height: 720).onAppear() { (shown = true) } } } }"))
        let preview = try #require(program.previews.first)
        #expect(preview.name == "grid-stagger")
        #expect(preview.traits.map(ASTDump.expr) == [".fixedLayout(width: 1280, height: 720)"])
    }

    @Test func designExample() throws {
        let program = try Fixtures.program("ExplicitIdentity.swift")
        #expect(program.fileName == "ExplicitIdentity.swift")
        #expect(program.source == (try Fixtures.source("ExplicitIdentity.swift")))
        #expect(program.declarations.count == 3)  // `import SwiftUI` is dropped
        #expect(
            ASTDump.decl(program.declarations[0]) == """
                struct ValueView: View { let value: Int; var body: some View { get { Text("\\(value)")\
                .font(.system(size: 40, weight: .bold)).foregroundStyle(.white).frame(width: 120, height: 120)\
                .background(RoundedRectangle(cornerRadius: 16).fill(.blue)) } } }
                """)
        #expect(
            ASTDump.decl(program.declarations[1]) == """
                struct ExplicitIdentity: View { @State private var value = 0; var body: some View { get { \
                ValueView(value: value).id(value).transition(.asymmetric(insertion: .move(edge: .trailing), \
                removal: .move(edge: .leading))).task() { for _ in (0 ..< 3) { try? await Task.sleep(for: .seconds(0.6)); \
                withAnimation(.easeInOut(duration: 0.4)) { (value += 1) } } } } } }
                """)
        let preview = try #require(program.previews.first)
        #expect(preview.name == "Explicit identity")
        #expect(preview.traits.map(ASTDump.expr) == [".fixedLayout(width: 400, height: 240)"])
        #expect(ASTDump.stmts(preview.body) == "ExplicitIdentity()")
        #expect(preview.span.start.line == 30 && preview.span.start.column == 1)
    }

    @Test func cardFlip() throws {
        let program = try Fixtures.program("CardFlip.swift")
        #expect(program.warnings.isEmpty)
        #expect(
            ASTDump.decl(program.declarations[0]) == """
                struct Card: Identifiable { enum Side: String, Identifiable { case front, back; \
                var id: String { get { rawValue } } }; let id: String; var question: String; var answer: String = "?"; \
                static let sample = Card(id: "1", question: "2 + 2", answer: "4") }
                """)
        let cardView = ASTDump.decl(program.declarations[1])
        // A lone switch in a function body stays a statement: the interpreter decides it is the
        // implicit return of a switch expression.
        #expect(
            cardView.contains(
                "func sideView(side: Card.Side) -> some View { switch side { case .front: Color.blue; "
                    + "case .back: Color.orange } }"))
        #expect(
            cardView.contains(
                "@ViewBuilder func label(text: String, emphasized: Bool = false) -> some View { "
                    + "if emphasized { Text(text).bold() } else { Text(text) } }"))
        #expect(cardView.contains(".rotation3DEffect(.degrees(((side == .front) ? 0 : 180)), axis: (0, 1, 0))"))
        let flip = ASTDump.decl(program.declarations[2])
        #expect(
            flip.contains(
                "var fullTransition: AnyTransition { get { if (side == .front) { "
                    + "return .asymmetric(insertion: .move(edge: .trailing), removal: .opacity) } else { "
                    + "return .asymmetric(insertion: .opacity, removal: .move(edge: .leading)) } } }"))
        #expect(program.previews.first?.name == nil)
    }

    @Test func blueCircleSeed() throws {
        let program = try Fixtures.program("BlueCircle.swift")
        #expect(
            ASTDump.decl(program.declarations[0]).contains(
                """
                var body: some View { get { Group() { if condition { blueCircle.offset(x: -100) } else { \
                blueCircle.offset(x: 100) } }.onAppear() { withAnimation() { condition.toggle() } } } }
                """))
        #expect(
            ASTDump.decl(program.declarations[1]) == """
                enum Phase { case willAppear, identity, didDisappear; var rotation: Angle { get { switch self { \
                case .willAppear: .degrees(180); case .identity: .zero; case .didDisappear: .degrees(-180) } } } }
                """)
    }

    @Test func idiomsLowerWithoutErrorsOrWarnings() throws {
        let files = try Fixtures.files(in: "Idioms")
        #expect(files.count >= 15)
        for file in files {
            do {
                let program = try SceneParser.parse(
                    source: String(contentsOf: file, encoding: .utf8),
                    fileName: file.lastPathComponent)
                #expect(program.warnings.isEmpty, "\(file.lastPathComponent): \(program.warnings)")
                #expect(!program.previews.isEmpty, "\(file.lastPathComponent) has no #Preview")
            } catch {
                Issue.record("\(file.lastPathComponent):\n\(error)")
            }
        }
    }
}
