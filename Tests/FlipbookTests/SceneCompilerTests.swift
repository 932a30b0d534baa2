import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// The whole pipeline before rasterizing: scene text to display lists.
@Suite struct SceneCompilerTests {
    func compile(_ source: String, options: RenderOptions = RenderOptions()) throws -> [CompiledPreview] {
        try SceneCompiler.compile(
            source: source, fileName: "t.swift", options: options,
            measurer: RenderKit().measurer)
    }

    /// Shapes drawn at a time, with the group opacity they are drawn at.
    func shapes(_ preview: CompiledPreview, at time: Double) throws -> [(fill: RGBA, opacity: Double)] {
        var out: [(RGBA, Double)] = []
        func visit(_ items: [DisplayItem], _ opacity: Double) {
            for item in items {
                switch item {
                case .shape(let s):
                    if case .color(let color) = s.paint { out.append((color, opacity)) }
                case .group(let g): visit(g.items, opacity * g.opacity)
                case .text, .backdrop, .image: continue
                }
            }
        }
        visit(try preview.timeline.displayList(at: time).items, 1)
        return out
    }

    let list = """
        import SwiftUI
        struct Item: Identifiable {
            let id: Int
            let color: Color
        }
        struct ListScene: View {
            @State private var items = [Item(id: 1, color: .red), Item(id: 2, color: .blue)]
            var body: some View {
                HStack {
                    ForEach(items) { item in
                        Rectangle().fill(item.color).frame(width: 40, height: 40)
                    }
                }
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    withAnimation(.linear(duration: 1)) {
                        items.insert(Item(id: 3, color: .green), at: 1)
                    }
                    try? await Task.sleep(for: .seconds(2))
                    withAnimation(.linear(duration: 1)) {
                        items.remove(at: 0)
                    }
                }
            }
        }
        #Preview("list", traits: .fixedLayout(width: 300, height: 100)) { ListScene() }
        #Preview("second") { Color.red }
        """

    @Test func forEachInsertionsAndRemovalsRunTheirTransitions() throws {
        let preview = try #require(try compile(list).first)
        #expect(preview.name == "list")
        #expect(preview.canvas == Size(width: 300, height: 100))
        #expect(preview.duration == 4.25)
        #expect(preview.frameCount == 255)
        let green = RGBA(hex: 0x34C759), red = RGBA(hex: 0xFF3B30)
        #expect(try shapes(preview, at: 0.5).map(\.opacity) == [1, 1])
        let inserting = try shapes(preview, at: 1.5)
        #expect(inserting.count == 3)
        #expect(inserting.first { $0.fill.description == green.description }.map { abs($0.opacity - 0.5) < 1e-6 } == true)
        let removing = try shapes(preview, at: 3.25)
        #expect(removing.count == 3)
        #expect(removing.first { $0.fill.description == red.description }.map { abs($0.opacity - 0.75) < 1e-6 } == true)
        #expect(try shapes(preview, at: 4.1).count == 2)
    }

    @Test func severalPreviewsGetTheirOwnFolders() throws {
        let previews = try compile(list)
        #expect(previews.map(\.folderName) == ["list", "second"])
        #expect(previews[1].canvas == RenderOptions.defaultCanvas)
        var options = RenderOptions()
        options.previewName = "second"
        #expect(try compile(list, options: options).map(\.name) == ["second"])
    }

    /// A file's unnamed previews share its name: `--preview` picks one by its folder name or
    /// its position from 1, and a name that matches none lists them all.
    @Test func unnamedPreviewsArePickedByFolderOrPosition() throws {
        let source = """
            import SwiftUI
            #Preview { Text("one") }
            #Preview { Text("two") }
            #Preview { Text("three") }
            """
        func texts(_ wanted: String) throws -> [String] {
            var options = RenderOptions()
            options.previewName = wanted
            return try compileScene(source, options: options).flatMap { try drawnTexts(of: $0, at: 0) }
        }
        #expect(try compileScene(source).map(\.folderName) == ["t", "t-2", "t-3"])
        #expect(try texts("t-2") == ["two"])
        #expect(try texts("3") == ["three"])
        #expect(try texts("t") == ["one", "two", "three"])
        #expect {
            _ = try texts("4")
        } throws: { error in
            "\(error)".contains("has no preview named '4'; it has 't' (1), 't' ('t-2', 2), 't' ('t-3', 3)")
        }
    }

    /// Xcode shows each view of a provider's `Group` as a preview of its own; the group's
    /// modifiers reach every one.
    @Test func aProvidersGroupIsSeveralPreviews() throws {
        let previews = try compileScene(
            """
            import SwiftUI
            struct Card: View {
                var title: String
                var body: some View { Text(title).padding() }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Card(title: "Light")
                        Card(title: "Dark").preferredColorScheme(.dark).previewDisplayName("Dark")
                    }
                    .previewLayout(.fixed(width: 200, height: 100))
                }
            }
            """)
        #expect(previews.map(\.name) == ["t", "Dark"])
        #expect(previews.map(\.canvas) == [Size(width: 200, height: 100), Size(width: 200, height: 100)])
        #expect(try previews.map { try drawnTexts(of: $0, at: 0) } == [["Light"], ["Dark"]])
        #expect(previews.map(\.colorScheme) == [.light, .dark])
    }

    /// `previews` is a view builder: views written one after another are a preview each, each
    /// on its own colour scheme's canvas, and a body that declares a value first stays one.
    @Test func aProvidersViewsOneAfterAnotherAreSeveralPreviews() throws {
        let previews = try compileScene(
            """
            import SwiftUI
            struct Card: View {
                var body: some View { Text("Day 3").padding() }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Card().preferredColorScheme(.dark)
                    Card().preferredColorScheme(.light)
                }
            }
            struct Model_Previews: PreviewProvider {
                static var previews: some View {
                    let title = "Shared"
                    Text(title)
                }
            }
            """)
        #expect(previews.count == 3)
        #expect(previews.map(\.colorScheme) == [.dark, .light, .light])
        #expect(try previews.map { try drawnTexts(of: $0, at: 0) } == [["Day 3"], ["Day 3"], ["Shared"]])
    }

    /// A provider nested in the view it previews is a preview, its statics in scope.
    @Test func aProviderNestedInAViewIsAPreview() throws {
        let previews = try compileScene(
            """
            import SwiftUI
            struct Switch: View {
                @Binding var on: Bool
                var body: some View { Text(on ? "On" : "Off") }
                struct Previews: PreviewProvider {
                    static let initial = true
                    static var previews: some View { Switch(on: .constant(initial)) }
                }
            }
            """)
        #expect(try previews.map { try drawnTexts(of: $0, at: 0) } == [["On"]])
    }

    /// `.previewDevice` shows the preview on that device's screen (turned by a landscape
    /// orientation); a preview layout wins over it.
    @Test func aProvidersDeviceIsItsCanvas() throws {
        let previews = try compileScene(
            """
            import SwiftUI
            struct Home: View {
                var body: some View { Color.blue }
            }
            struct Home_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Home().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                        Home().previewDevice("iPhone 14 Pro").previewInterfaceOrientation(.landscapeLeft)
                        Home().previewDevice("iPhone 14 Pro").previewLayout(.sizeThatFits)
                    }
                }
            }
            """)
        #expect(
            previews.map(\.canvas) == [
                Size(width: 375, height: 667), Size(width: 852, height: 393), RenderOptions.defaultCanvas,
            ])
    }

    /// Apple's tutorial previews each device of a `ForEach` over an array literal: a preview
    /// per element, in and out of a `Group`.
    @Test func aProvidersForEachOverALiteralIsAPreviewPerElement() throws {
        let previews = try compileScene(
            """
            import SwiftUI
            struct Row: View {
                var name: String
                var body: some View { Text(name) }
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        ForEach(["iPhone SE", "iPhone 15"], id: \\.self) { device in
                            Row(name: device).previewDevice(PreviewDevice(rawValue: device))
                        }
                        Row(name: "Alone")
                    }
                }
            }
            """)
        #expect(try previews.map { try drawnTexts(of: $0, at: 0) } == [["iPhone SE"], ["iPhone 15"], ["Alone"]])
    }

    @Test func framesAreAtIndexOverFPS() throws {
        var options = RenderOptions()
        options.fps = 24
        options.duration = 1.5
        let preview = try #require(try compile(list, options: options).first)
        #expect(preview.frameCount == 36)
        #expect(preview.time(ofFrame: 35) == 35.0 / 24)
    }
}
