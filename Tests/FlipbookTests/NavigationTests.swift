import Flipbook
import FlipbookModel
import FlipbookScene
import Testing

/// `NavigationStack`/`NavigationView` at their root: the bar with the content's title (large
/// or inline) and toolbar items, and the content below; and `overlayPreferenceValue`, which
/// the toolbar is built on.
@Suite struct NavigationTests {
    func preview(_ body: String, height: Double = 400) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    \(body)
                }
            }
            #Preview(traits: .fixedLayout(width: 320, height: \(Int(height)))) { Root() }
            """
        return try #require(try compileScene(source).first)
    }

    func texts(_ p: CompiledPreview) throws -> [TextItem] {
        func visit(_ items: [DisplayItem]) -> [TextItem] {
            items.flatMap { item -> [TextItem] in
                switch item {
                case .text(let text): [text]
                case .group(let group): visit(group.items)
                default: []
                }
            }
        }
        return visit(try p.timeline.displayList(at: 0).items)
    }

    func text(_ p: CompiledPreview, _ string: String) throws -> TextItem {
        try #require(try texts(p).first { $0.lines.map(\.text).joined() == string })
    }

    /// `toolbarBackground(_:for:)` shows its style only once made visible (at rest, a large title's
    /// bar is clear), with the iOS 16 form or iOS 18's `toolbarBackgroundVisibility`.
    @Test func aTappedLinkPushesItsDestinationAndBackPopsIt() throws {
        let source = """
            import SwiftUI
            struct Detail: View {
                let name: String
                var body: some View { Text("About \\(name)").navigationTitle(name) }
            }
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Apple", destination: Detail(name: "Apple"))
                            NavigationLink(destination: Detail(name: "Pear")) { Text("Pear") }
                        }
                        .navigationTitle("Fruit")
                    }
                }
            }
            #Preview { Root() }
            """
        var options = RenderOptions()
        options.duration = 3
        options.taps = [ScriptedTap(time: 0.3, target: .label("Pear")), ScriptedTap(time: 1.5, target: .label("Fruit"))]
        let preview = try #require(try compileScene(source, options: options).first)
        // The texts, without the symbols' glyphs (the rows' chevrons, the back button's).
        func words(at time: Double) throws -> [String] {
            try drawnTexts(of: preview, at: time).filter {
                !($0.unicodeScalars.first.map { (0xE000...0xF8FF).contains($0.value) } ?? true)
            }
        }
        #expect(try words(at: 0.2) == ["Fruit", "Apple", "Pear"])
        // The pushed screen covers the root, with its own title and a back button named after
        // the root's title. The tap on "Fruit" finds that button: the root's title, covered,
        // is not a button, and the rows under the pushed screen take no taps.
        #expect(Array(try words(at: 1.4).suffix(3)) == ["Fruit", "Pear", "About Pear"])
        #expect(try words(at: 2.9) == ["Fruit", "Apple", "Pear"])
    }

    @Test func aToolbarBackgroundMadeVisibleFillsTheBar() throws {
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        func bars(_ visibility: String) throws -> [DrawnShape] {
            let p = try preview(
                "NavigationStack { Text(\"Hi\").navigationTitle(\"Pets\").toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .navigationBar)\(visibility) }"
            )
            return try p.drawnShapes(filled: red, at: 0)
        }
        let modern = try bars(".toolbarBackgroundVisibility(.visible, for: .navigationBar)")
        let classic = try bars(".toolbarBackground(.visible, for: .navigationBar)")
        #expect(modern.count == 1 && modern.first?.bounds.minY == 0, "\(modern)")
        #expect(modern.map(\.bounds) == classic.map(\.bounds))
    }

    @Test func aLargeTitleSitsBelowTheBarRowAtTheLeadingEdge() throws {
        let p = try preview("NavigationStack { Rectangle().frame(width: 20, height: 20).navigationTitle(\"Pets\") }")
        let title = try text(p, "Pets")
        let line = try #require(title.lines.first)
        // 16 points in; the 96-point bar's text row ends 8 points above the content.
        #expect(abs(title.origin.x + line.origin.x - 16) < 1)
        // The content fills the rest (304 points) and centres the square in it.
        let square = try #require(canvasShapes(try p.timeline.displayList(at: 0)).first)
        #expect(square.bounds == Rect(x: 150, y: 96 + 142, width: 20, height: 20))
    }

    @Test func anInlineTitleIsCentredInA44PointBarWithItsToolbarItems() throws {
        let body = """
            NavigationView {
                Rectangle().frame(width: 20, height: 20)
                    .navigationTitle("Details")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    }
            }
            """
        let p = try preview(body)
        let title = try text(p, "Details")
        let width = try #require(title.lines.first).width
        #expect(abs(title.origin.x + (title.lines.first?.origin.x ?? 0) + width / 2 - 160) < 1)
        let cancel = try text(p, "Cancel")
        let done = try text(p, "Done")
        #expect(abs(cancel.origin.x + (cancel.lines.first?.origin.x ?? 0) - 16) < 1)
        #expect(abs(done.origin.x + (done.lines.first?.origin.x ?? 0) + (done.lines.first?.width ?? 0) - 304) < 1)
        let square = try #require(canvasShapes(try p.timeline.displayList(at: 0)).first)
        #expect(square.bounds.minY == 44 + (356 - 20) / 2)
    }

    /// A `.principal` item takes the title's place in the middle of the bar, in the label
    /// colour; the other items stay at the edges in the tint.
    @Test func aPrincipalItemIsCentredAndUntinted() throws {
        let body = """
            NavigationStack {
                Color.clear
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .principal) { Text("Logo") }
                        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    }
            }
            """
        let p = try preview(body)
        let logo = try text(p, "Logo")
        let width = try #require(logo.lines.first).width
        #expect(abs(logo.origin.x + (logo.lines.first?.origin.x ?? 0) + width / 2 - 160) < 1)
        #expect("\(logo.paints)".contains("\(RGBA(hex: 0x000000))"))
        let edit = try text(p, "Edit")
        #expect(abs(edit.origin.x + (edit.lines.first?.origin.x ?? 0) + (edit.lines.first?.width ?? 0) - 304) < 1)
    }

    /// Items declared in a `@ToolbarContentBuilder` property go to their own places, as the
    /// same items written in the toolbar's closure do.
    @Test func aToolbarContentBuilderPropertysItemsKeepTheirPlacements() throws {
        // The property is declared after `body`, which the helper's template closes.
        let body = """
            NavigationStack {
                    Color.clear
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { items }
                }
            }
            @ToolbarContentBuilder
            var items: some ToolbarContent {
                ToolbarItem(placement: .principal) { Text("Logo") }
                ToolbarItem(placement: .topBarLeading) { Button("Add") {} }
            """
        let p = try preview(body)
        let logo = try text(p, "Logo")
        let width = try #require(logo.lines.first).width
        #expect(abs(logo.origin.x + (logo.lines.first?.origin.x ?? 0) + width / 2 - 160) < 1)
        let add = try text(p, "Add")
        #expect(abs(add.origin.x + (add.lines.first?.origin.x ?? 0) - 16) < 1)
    }

    @Test func aListGivesTheBarItsGroupedBackground() throws {
        let p = try preview("NavigationStack { List { Text(\"Row\") }.navigationTitle(\"Items\") }")
        let grouped = SystemColor.systemGroupedBackground.resolved(in: .light)
        let backgrounds = canvasShapes(try p.timeline.displayList(at: 0)).filter {
            $0.fill?.description == grouped.description
        }
        #expect(backgrounds.contains { $0.bounds == Rect(x: 0, y: 0, width: 320, height: 96) })
    }

    @Test func overlayPreferenceValueDrawsFromThePreferenceOfItsContent() throws {
        let source = """
            import SwiftUI
            struct Widths: PreferenceKey {
                static var defaultValue: [Double] = []
                static func reduce(value: inout [Double], nextValue: () -> [Double]) { value += nextValue() }
            }
            struct Root: View {
                var body: some View {
                    VStack {
                        Rectangle().frame(width: 30, height: 10).preference(key: Widths.self, value: [30])
                        Rectangle().frame(width: 50, height: 10).preference(key: Widths.self, value: [50])
                    }
                    .overlayPreferenceValue(Widths.self, alignment: .bottom) { widths in
                        Color.red.frame(width: widths.reduce(0, +), height: 4)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Root() }
            """
        let p = try #require(try compileScene(source).first)
        let red = canvasShapes(try p.timeline.displayList(at: 0)).filter {
            $0.fill?.description == RGBA(hex: 0xFF3B30).description
        }
        #expect(red.map(\.bounds) == [Rect(x: 60, y: 60, width: 80, height: 4)])
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)` on a canvas without a safe area.
@Suite struct SafeAreaInsetTests {
    @Test func theInsetSitsAtTheEdgeAndTheViewTakesTheRest() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    Color.red
                        .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 40) }
                }
            }
            #Preview(traits: .fixedLayout(width: 200, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let shapes = canvasShapes(try preview.timeline.displayList(at: 0))
        let red = try #require(shapes.first { $0.fill?.description == RGBA(hex: 0xFF3B30).description })
        let blue = try #require(shapes.first { $0.fill?.description == RGBA(hex: 0x007AFF).description })
        #expect(red.bounds == Rect(x: 0, y: 0, width: 200, height: 150))
        #expect(blue.bounds == Rect(x: 0, y: 160, width: 200, height: 40))
    }
}

/// `TabView`: the selected tab's content above the tab bar; a tap on a tab selects it.
@Suite struct TabViewTests {
    func texts(_ source: String, at time: Double) throws -> [String] {
        var options = RenderOptions()
        options.duration = 1
        return try drawnTexts(of: try #require(try compileScene(source, options: options).first), at: time)
    }

    @Test func theSelectedTabIsShownAndATabTapSelects() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        Text("First screen").tabItem { Label("One", systemImage: "house") }.tag(0)
                        Text("Second screen").tabItem { Label("Two", systemImage: "person") }.tag(1)
                    }
                }
            }
            // flipbook: tap "Two" at 0.5
            #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
            """
        let before = try texts(source, at: 0)
        #expect(before.contains("First screen") && !before.contains("Second screen"))
        #expect(before.contains("One") && before.contains("Two"))
        let after = try texts(source, at: 0.9)
        #expect(after.contains("Second screen") && !after.contains("First screen"))
    }

    /// A tab item is its first image over its first text, whatever builds them: an image and a
    /// text, a text alone (no icon) or an image alone (no title), each once and in its place.
    @Test func aTabItemIsItsImageOverItsText() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Text("A").tabItem { Image(systemName: "house"); Text("Home") }
                        Text("B").tabItem { Text("Two") }
                        Text("C").tabItem { Image(systemName: "gear") }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let items = try drawnTextItems(of: preview, at: 0)
        let texts = items.map { $0.lines.map(\.text).joined() }
        let symbols = texts.filter { $0.unicodeScalars.allSatisfy { (0xE000...0xF8FF).contains($0.value) } }
        #expect(texts.filter { !symbols.contains($0) } == ["A", "Home", "Two"])
        #expect(symbols.count == 2)
        let home = try #require(items.first { $0.lines.first?.text == "Home" })
        let two = try #require(items.first { $0.lines.first?.text == "Two" })
        #expect(home.origin.y == two.origin.y)
    }

    @Test func iOS18TabsTakeTheirTitleSymbolAndValue() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var tab = 1
                var body: some View {
                    TabView(selection: $tab) {
                        Tab("Home", systemImage: "house", value: 0) { Text("Home screen") }
                        Tab("Saved", systemImage: "bookmark", value: 1) { Text("Saved screen") }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
            """
        let drawn = try texts(source, at: 0)
        #expect(drawn.contains("Saved screen") && !drawn.contains("Home screen"))
        #expect(drawn.contains("Home") && drawn.contains("Saved"))
    }

    /// iOS 26's `DefaultToolbarItem(kind: .search)`: the search field stays where `.searchable`
    /// draws it, and the item adds nothing.
    @Test func aDefaultSearchToolbarItemAddsNothing() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List(["Ripple", "Burn"], id: \\.self) { Text($0) }
                            .navigationTitle("Shaders")
                            .searchable(text: $query)
                            .toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let drawn = try texts(source, at: 0)
        #expect(drawn.filter { !$0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .privateUse } } == ["Shaders", "Search", "Ripple", "Burn"], "\(drawn)")
    }

    /// iOS 18's `TabSection`: on an iPhone its tabs are in the tab bar among the others.
    @Test func aTabSectionsTabsAreInTheTabBar() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var tab = 2
                var body: some View {
                    TabView(selection: $tab) {
                        Tab("Home", systemImage: "house", value: 0) { Text("Home screen") }
                        TabSection("Messages") {
                            Tab("Received", systemImage: "tray", value: 1) { Text("Received screen") }
                            Tab("Sent", systemImage: "paperplane", value: 2) { Text("Sent screen") }
                        }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
            """
        let drawn = try texts(source, at: 0)
        #expect(drawn.contains("Sent screen") && !drawn.contains("Home screen"), "\(drawn)")
        #expect(drawn.contains("Home") && drawn.contains("Received") && drawn.contains("Sent"), "\(drawn)")
        #expect(!drawn.contains("Messages"))
    }
}

/// A paged `TabView` draws UIPageControl's dots under its pages, unless its style hides them.
@Suite struct PageIndexTests {
    func dots(_ style: String) throws -> Int {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Color.red
                        Color.blue
                        Color.green
                    }
                    .tabViewStyle(\(style))
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
            """
        let p = try #require(try compileScene(source).first)
        return canvasShapes(try p.timeline.displayList(at: 0)).filter { abs($0.bounds.size.width - 7) < 0.01 }.count
    }

    @Test func aPageStyleDrawsADotPerPage() throws {
        #expect(try dots(".page") == 3)
        #expect(try dots("PageTabViewStyle(indexDisplayMode: .always)") == 3)
    }

    @Test func indexDisplayModeNeverHidesTheDots() throws {
        #expect(try dots(".page(indexDisplayMode: .never)") == 0)
        #expect(try dots("PageTabViewStyle(indexDisplayMode: .never)") == 0)
    }
}

/// A stack's root wider than the screen is centred in it, as any root view is.
@Suite struct NavigationOversizedRootTests {
    @Test(arguments: ["NavigationStack", "NavigationView", "VStack"])
    func anOversizedRootIsCentred(container: String) throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    \(container) {
                        Rectangle().fill(.red).frame(width: 800, height: 100)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 390, height: 300)) { Root() }
            """
        let p = try #require(try compileScene(source).first)
        let red = try #require(canvasShapes(try p.timeline.displayList(at: 0)).first { $0.bounds.size.width == 800 })
        #expect(red.bounds.origin.x == -205)
    }
}
