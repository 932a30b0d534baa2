import FlipbookModel
import Testing

@testable import FlipbookScene

/// `Self` and `self` in extensions constrained to one type, and types the prelude extends.
@Suite struct ProtocolExtensionSelfTests {
    @Test func aStaticMemberOfAShapeStyleExtensionForColorMakesAColorWithSelfInit() throws {
        let source = scene(
            body: "VStack { Text(\"a\").foregroundStyle(.brand); Circle().fill(Color.brand) }",
            extra: """
                extension ShapeStyle where Self == Color {
                    static var brand: Color { self.init(red: 1, green: 0, blue: 0) }
                }
                """)
        let tree = try #require(runScene(source).last).tree
        let summaries = tree.summaries.joined(separator: "\n")
        #expect(summaries.contains("#FF0000FF"), "\(summaries)")
        #expect(sceneErrors(source).isEmpty)
    }

    @Test func aTypeAliasThePreludeGivesASwiftUITypeResolvesByItsFullName() throws {
        let source = scene(
            body: "Text(mode == .inline ? \"inline\" : \"other\")",
            state: "@State private var mode: NavigationBarItem.TitleDisplayMode = .inline")
        #expect(try #require(runScene(source).last).tree.texts == ["inline"])
    }

    @Test func anOverloadOfAPathMethodCallsTheBuiltInOne() throws {
        let source = scene(
            body: "Text(\"\\(line().boundingRect.height)\")",
            state: """
                func line() -> Path {
                    var path = Path()
                    path.move(toX: 2, y: 1)
                    path.addLine(to: CGPoint(x: 2, y: 9))
                    return path
                }
                """,
            extra: """
                extension Path {
                    mutating func move(toX x: CGFloat, y: CGFloat) { self.move(to: CGPoint(x: x, y: y)) }
                }
                """)
        #expect(try #require(runScene(source).last).tree.texts == ["8.0"])
    }

    @Test func anImageInitializerNoFileDeclaresSaysWhichLabel() {
        let source = scene(body: "Image(glyph: 3)")
        #expect(sceneErrors(source).map(\.message) == ["no Image initializer takes 'glyph:' (is it declared in an extension?)"])
    }
}
