import FlipbookModel
import FlipbookScene
import Testing

/// Ways Swift lets code be written that the interpreter follows as swiftc does: `x.self`,
/// a local `@State` in a preview's closure, `Animatable`'s inferred `AnimatableData`, a global
/// operator function that only takes its own operand types, and `Image` methods after
/// `symbolRenderingMode(_:)`.
@Suite struct SwiftSpellingTests {
    @Test func anyValuesSelfIsTheValue() throws {
        let tree = try runScene(scene(body: #"let n = 3.self; Text("\(n)").self"#))[0].tree
        #expect(tree.summaries == [#"Text("3") 17pt"#])
    }

    @Test func aLocalStateInAPreviewsClosureIsAVariableWithABinding() throws {
        let source = """
            import SwiftUI
            struct Badge: View {
                @Binding var count: Int
                var body: some View { Text("\\(count)") }
            }
            #Preview {
                @State var count = 4
                return Badge(count: $count)
            }
            """
        #expect(try runScene(source)[0].tree.summaries == [#"Text("4") 17pt"#])
    }

    @Test func animatableDataNamesTheTypeOfTheWitness() throws {
        let extra = """
            struct Pie: Shape {
                var start: Double
                var end: Double
                var animatableData: AnimatablePair<Double, Double> {
                    get { AnimatableData(start, end) }
                    set { start = newValue.first; end = newValue.second }
                }
                func path(in rect: CGRect) -> Path { Path(rect) }
            }
            """
        let tree = try runScene(
            scene(body: #"let pie = Pie(start: 1, end: 2); Text("\(pie.animatableData.second)")"#, extra: extra))[0].tree
        #expect(tree.summaries == [#"Text("2.0") 17pt"#])
    }

    @Test func aGlobalOperatorTakesOnlyItsOwnOperandTypes() throws {
        // Inside it, `lhs.x - rhs.x` subtracts numbers with Swift's `-`, not with itself.
        let extra = "func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }"
        let tree = try runScene(
            scene(body: #"let p = CGPoint(x: 5, y: 7) - CGPoint(x: 1, y: 2); Text("\(p.x) \(p.y) \(9 - 4)")"#, extra: extra))[
                0
            ].tree
        #expect(tree.summaries == [#"Text("4.0 5.0 5") 17pt"#])
    }

    @Test func fontTextStyleIsATypeOfItsOwn() throws {
        let extra = """
            struct Styled: ViewModifier {
                var style: Font.TextStyle
                func body(content: Content) -> some View { content.font(.system(style, weight: .bold)) }
            }
            """
        let tree = try runScene(scene(body: #"Text("A").modifier(Styled(style: .largeTitle))"#, extra: extra))[0].tree
        #expect(tree.summaries == [#"Text("A") 34pt bold"#])
    }

    @Test func theLiteralTypesAliasesExtendIntAndDouble() throws {
        let extra = """
            extension IntegerLiteralType { var f: CGFloat { CGFloat(self) } }
            extension FloatLiteralType { var half: Double { self / 2 } }
            """
        let tree = try runScene(scene(body: #"Text("\(12.f) \(3.0.half)")"#, extra: extra))[0].tree
        #expect(tree.summaries == [#"Text("12.0 1.5") 17pt"#])
    }

    @Test func nsStringBridgesToString() throws {
        let body = #"""
            let key = NSString(string: "a/b/photo.png")
            Text("\(("3.5kg" as NSString).doubleValue) \(("42" as NSString).intValue) \(key.lastPathComponent) \((key as NSString).deletingPathExtension) \(key.pathExtension)")
            """#
        let tree = try runScene(scene(body: body))[0].tree
        #expect(tree.summaries == [#"Text("3.5 42 photo.png a/b/photo png") 17pt"#])
    }

    @Test func aResultsFailureMemberMatchesItsCase() throws {
        // `completed(.failure(.unableToComplete))` for a `Result<[String], APError>` completion.
        let extra = """
            enum APError: Error { case invalidURL, unableToComplete }
            func load(completed: @escaping (Result<[String], APError>) -> Void) { completed(.failure(.unableToComplete)) }
            func message() -> String {
                var text = "none"
                load { result in
                    switch result {
                    case .success(let items): text = "\\(items.count)"
                    case .failure(let error):
                        switch error {
                        case .invalidURL: text = "bad url"
                        case .unableToComplete: text = "server error"
                        }
                    }
                }
                return text
            }
            """
        let tree = try runScene(scene(body: #"Text(message())"#, extra: extra))[0].tree
        #expect(tree.summaries == [#"Text("server error") 17pt"#])
    }

    @Test func aTrailingClosureSkipsAClosurePropertyThatMayBeLeftOut() throws {
        // Swift's forward scan in the memberwise initializer: `onTap` is optional, `content`
        // must have the closure.
        let extra = """
            struct Card: View {
                var title: String? = nil
                var onTap: (() -> Void)?
                var content: () -> AnyView
                var body: some View { VStack { Text(title ?? ""); content() } }
            }
            """
        let tree = try runScene(scene(body: #"Card(title: "T") { AnyView(Text("inside")) }"#, extra: extra))[0].tree
        #expect(tree.texts == ["T", "inside"])
    }

    @Test func aRangesDescriptionIsHowSwiftPrintsIt() throws {
        let tree = try runScene(scene(body: #"Text((0..<5).description + " " + (1...3).description)"#))[0].tree
        #expect(tree.texts == ["0..<5 1...3"])
    }

    @Test func imageMethodsFollowSymbolRenderingMode() throws {
        let tree = try runScene(
            scene(body: #"Image(systemName: "star").symbolRenderingMode(.multicolor).resizable().frame(width: 30, height: 30)"#)
        )[0].tree
        #expect(tree.summaries.first?.contains("resizable") == true, "\(tree.summaries)")
        #expect(
            sceneErrors(scene(body: #"Image(systemName: "star").symbolRenderingMode(.rainbow).resizable()"#)).first?.message
                .contains("'rainbow'") == true)
    }
}
