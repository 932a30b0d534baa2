import Flipbook
import FlipbookModel
import FlipbookScene
import Testing

/// A stack's pushed screens: links by value and their `navigationDestination(for:)`, a bound
/// path (an array or a `NavigationPath`), screens pushed by bindings, and going back.
@Suite struct NavigationStackTests {
    /// The words drawn at `time`, without symbols' glyphs (chevrons, the warning sign).
    func words(_ source: String, taps: [(Double, String)], at times: [Double]) throws -> [[String]] {
        var options = RenderOptions()
        options.duration = (times.max() ?? 0) + 0.1
        options.taps = taps.map { ScriptedTap(time: $0.0, target: .label($0.1)) }
        let preview = try #require(try compileScene(source, options: options).first)
        return try times.map { time in
            try drawnTexts(of: preview, at: time).filter {
                !($0.unicodeScalars.first.map { (0xE000...0xF8FF).contains($0.value) } ?? true)
            }
        }
    }

    /// `.toolbarColorScheme(.dark, for: .navigationBar)` with a visible bar background draws
    /// the bar's title in the dark scheme's label colour (white); without it, black.
    @Test func aBarsColorSchemeColoursItsTitle() throws {
        func titlePaint(_ modifiers: String) throws -> Paint? {
            let source = """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        NavigationStack {
                            Text("Body")
                                .navigationTitle("Title")
                                .toolbarBackground(.visible, for: .navigationBar)
                                .toolbarBackground(Color.indigo, for: .navigationBar)
                                \(modifiers)
                        }
                    }
                }
                #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
                """
            let preview = try #require(try compileScene(source).first)
            return try drawnTextItems(of: preview, at: 0).first { $0.lines.map(\.text).joined() == "Title" }?.paints.first
        }
        #expect(try titlePaint(".toolbarColorScheme(.dark, for: .navigationBar)").map { "\($0)" } == "#FFFFFFFF")
        #expect(try titlePaint("").map { "\($0)" } == "#000000FF")
    }

    /// iOS 18's `Tab` under modifiers (`.badge(3)`) is a tab of the bar, with its badge; a
    /// tab's customization (an iPad sidebar's) changes nothing in a render.
    @Test func aTabWithABadgeIsInTheBar() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Text("Home screen") }
                        Tab("Inbox", systemImage: "tray") { Text("Inbox screen") }.badge(3).customizationID("inbox")
                    }
                    .tabViewCustomization(.constant(TabViewCustomization()))
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
            """
        let texts = try words(source, taps: [], at: [0])[0]
        #expect(texts.contains("Inbox") && texts.contains("3"), "\(texts)")
    }

    /// Each link's value finds the destination for its type, in the screen it is in or below.
    @Test func aLinkByValuePushesWhatItsTypesDestinationMakes() throws {
        let source = """
            import SwiftUI
            struct Fruit: Hashable { let name: String }
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Apple", value: Fruit(name: "Apple"))
                            NavigationLink("Seven", value: 7)
                        }
                        .navigationDestination(for: Fruit.self) { fruit in
                            NavigationLink("Weight", value: 150).navigationTitle(fruit.name)
                        }
                        .navigationDestination(for: Int.self) { n in Text("\\(n) grams").navigationTitle("Number") }
                        .navigationTitle("Fruit")
                    }
                }
            }
            #Preview { Root() }
            """
        let seen = try words(
            source, taps: [(0.2, "Apple"), (1.2, "Weight"), (2.2, "Apple"), (3.2, "Fruit"), (4.2, "Seven")],
            at: [0.1, 1.1, 2.1, 3.1, 4.1, 5.1])
        #expect(seen[0] == ["Fruit", "Apple", "Seven"])
        // Each screen's back button shows the title of the one below.
        #expect(Array(seen[1].suffix(3)) == ["Fruit", "Apple", "Weight"])
        #expect(Array(seen[2].suffix(3)) == ["Apple", "Number", "150 grams"])
        #expect(Array(seen[3].suffix(3)) == ["Fruit", "Apple", "Weight"])
        #expect(seen[4] == ["Fruit", "Apple", "Seven"])
        #expect(Array(seen[5].suffix(3)) == ["Fruit", "Number", "7 grams"])
    }

    /// The stack shows a screen for each value of its path, which code changes; the back
    /// button takes the last value off.
    @Test func aBoundPathPushesItsValuesAndBackRemovesTheLast() throws {
        for (pathType, empty) in [("[Int]", "[]"), ("NavigationPath", "NavigationPath()")] {
            let source = """
                import SwiftUI
                struct Root: View {
                    @State private var path: \(pathType) = \(empty)
                    var body: some View {
                        NavigationStack(path: $path) {
                            VStack {
                                Button("Two deep") { path.append(1); path.append(2) }
                                Text("Depth \\(path.count)")
                            }
                            .navigationTitle("Home")
                            .navigationDestination(for: Int.self) { n in
                                Button("Home \\(n)") { path = \(empty) }.navigationTitle("Level \\(n)")
                            }
                        }
                    }
                }
                #Preview { Root() }
                """
            let seen = try words(
                source, taps: [(0.2, "Two deep"), (1.2, "Level 1"), (2.2, "Home 1")], at: [0.1, 1.1, 2.1, 3.1])
            #expect(seen[0] == ["Home", "Two deep", "Depth 0"], "\(pathType)")
            #expect(Array(seen[1].suffix(3)) == ["Level 1", "Level 2", "Home 2"], "\(pathType)")
            #expect(Array(seen[2].suffix(3)) == ["Home", "Level 1", "Home 1"], "\(pathType)")
            #expect(seen[3] == ["Home", "Two deep", "Depth 0"], "\(pathType)")
        }
    }

    /// `navigationDestination(isPresented:)` and a link's `isActive:` push while their binding
    /// is set; the back button clears it.
    @Test func aBindingPushesWhileItIsSet() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var showsAbout = false
                @State private var showsHelp = false
                var body: some View {
                    NavigationView {
                        VStack {
                            Button("About") { showsAbout = true }
                            NavigationLink(destination: Text("Help text"), isActive: $showsHelp) { Text("Help") }
                            Text(showsAbout || showsHelp ? "set" : "clear")
                        }
                        .navigationTitle("Main")
                        .navigationDestination(isPresented: $showsAbout) { Text("About text") }
                    }
                }
            }
            #Preview { Root() }
            """
        let seen = try words(
            source, taps: [(0.2, "About"), (1.2, "Main"), (2.2, "Help"), (3.2, "Main")], at: [0.1, 1.1, 2.1, 3.1, 4.1])
        #expect(seen[0] == ["Main", "About", "Help", "clear"])
        #expect(Array(seen[1].suffix(2)) == ["Main", "About text"])
        #expect(seen[2] == ["Main", "About", "Help", "clear"])
        #expect(Array(seen[3].suffix(2)) == ["Main", "Help text"])
        #expect(seen[4] == ["Main", "About", "Help", "clear"])
    }

    /// The deprecated title forms with a trailing destination: `NavigationLink("Details",
    /// isActive:) { … }` and `NavigationLink("Two", tag:selection:) { … }`.
    @Test func aTitledLinkWithABindingAndATrailingDestinationPushes() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var isActive = false
                @State private var selection: Int?
                var body: some View {
                    NavigationView {
                        VStack {
                            NavigationLink("Details", isActive: $isActive) { Text("Detail screen") }
                            NavigationLink("Two", tag: 2, selection: $selection) { Text("Second screen") }
                        }
                        .navigationTitle("Home")
                    }
                }
            }
            #Preview { Root() }
            """
        let seen = try words(source, taps: [(0.2, "Details"), (1.2, "Home"), (2.2, "Two")], at: [0.1, 1.1, 3.1])
        #expect(seen[0] == ["Home", "Details", "Two"])
        #expect(Array(seen[1].suffix(2)) == ["Home", "Detail screen"])
        #expect(Array(seen[2].suffix(2)) == ["Home", "Second screen"])
    }

    /// On an iPhone a split view shows its sidebar: a link by value in a list with a selection
    /// selects its row, which pushes the detail column; going back clears the selection.
    @Test func aSplitViewsSidebarSelectionPushesTheDetail() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var selected: String?
                var body: some View {
                    NavigationSplitView {
                        List(["Rock", "Creek"], id: \\.self, selection: $selected) { name in
                            NavigationLink(name, value: name)
                        }
                        .navigationTitle(selected ?? "None")
                    } detail: {
                        Text("Detail of \\(selected ?? "nothing")")
                    }
                }
            }
            #Preview { Root() }
            """
        let seen = try words(source, taps: [(0.2, "Creek"), (1.2, "Creek")], at: [0.1, 1.1, 2.1])
        #expect(seen[0] == ["None", "Rock", "Creek"])
        #expect(Array(seen[1].suffix(2)) == ["Creek", "Detail of Creek"])
        #expect(seen[2] == ["None", "Rock", "Creek"])
    }

    /// `dismiss()` in a pushed screen goes back, as its back button does.
    @Test func dismissInAPushedScreenGoesBack() throws {
        let source = """
            import SwiftUI
            struct Detail: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() }.navigationTitle("Detail") }
            }
            struct Root: View {
                var body: some View {
                    NavigationStack { NavigationLink("Open") { Detail() }.navigationTitle("Root") }
                }
            }
            #Preview { Root() }
            """
        let seen = try words(source, taps: [(0.2, "Open"), (1.2, "Done")], at: [1.1, 2.1])
        #expect(Array(seen[0].suffix(3)) == ["Root", "Detail", "Done"])
        #expect(seen[1] == ["Root", "Open"])
    }

    /// `.navigationBarBackButtonHidden(true)`: the pushed screen's bar has only what its toolbar
    /// puts there (here its own button, which goes back).
    @Test func aHiddenBackButtonLeavesTheToolbarsOwn() throws {
        let source = """
            import SwiftUI
            struct Detail: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Text("Detail text")
                        .navigationBarBackButtonHidden(true)
                        .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Close") { dismiss() } } }
                }
            }
            struct Root: View {
                var body: some View {
                    NavigationStack { NavigationLink("Open") { Detail() }.navigationTitle("Root") }
                }
            }
            #Preview { Root() }
            """
        let seen = try words(source, taps: [(0.2, "Open"), (1.2, "Close")], at: [1.1, 2.1])
        #expect(Array(seen[0].suffix(3)) == ["Open", "Detail text", "Close"])
        #expect(seen[1] == ["Root", "Open"])
    }

    /// A destination given as a function that makes the view (a stored `() -> Content`) is
    /// what the link pushes.
    @Test func aDestinationFunctionIsCalledForItsView() throws {
        let source = """
            import SwiftUI
            struct Item<Content: View>: View {
                let title: String
                var content: () -> Content
                var body: some View { NavigationLink(destination: content) { Text(title) } }
            }
            struct Root: View {
                var body: some View {
                    NavigationStack { Item(title: "Open") { Text("Made") }.navigationTitle("Root") }
                }
            }
            #Preview { Root() }
            """
        let seen = try words(source, taps: [(0.2, "Open")], at: [1.1])
        #expect(Array(seen[0].suffix(2)) == ["Root", "Made"])
    }

    /// A value no destination takes pushes SwiftUI's yellow warning sign.
    @Test func aValueWithoutDestinationShowsTheWarningSign() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack { NavigationLink("Go", value: 1).navigationTitle("Start") }
                }
            }
            #Preview { Root() }
            """
        var options = RenderOptions()
        options.duration = 1.5
        options.taps = [ScriptedTap(time: 0.2, target: .label("Go"))]
        let preview = try #require(try compileScene(source, options: options).first)
        func yellowSymbols(at time: Double) throws -> Int {
            try drawnTextItems(of: preview, at: time).filter {
                $0.lines.first?.text.unicodeScalars.first.map { (0xE000...0xF8FF).contains($0.value) } == true
                    && "\($0.paints)".contains("\(SystemColor.systemYellow.resolved(in: .light))")
            }.count
        }
        #expect(try yellowSymbols(at: 0.1) == 0)
        #expect(try yellowSymbols(at: 1.4) == 1)
    }

    /// `.bottomBar` items sit in a bar along the screen's bottom, from its leading edge; a
    /// `Spacer` among them spreads them.
    @Test func bottomBarItemsAreDrawnAlongTheBottom() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        Text("Mail")
                            .navigationTitle("Inbox")
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                                ToolbarItemGroup(placement: .bottomBar) {
                                    Spacer()
                                    Text("Updated")
                                }
                            }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let items = try drawnTextItems(of: preview, at: 0)
        func origin(_ text: String) throws -> Point { try #require(items.first { $0.lines.first?.text == text }).origin }
        let compose = try origin("Compose")
        let updated = try origin("Updated")
        #expect(compose.y > 356 && compose.x < 20)
        #expect(updated.y > 356 && updated.x > 200)
    }
}
