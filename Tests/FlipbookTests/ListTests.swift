import Flipbook
import FlipbookModel
import Testing

/// `List`: rows, the section's background and the separators, in the default (inset grouped)
/// and plain styles, and rows that come and go with transitions as in a `VStack`.
@Suite struct ListTests {
    static let red = RGBA(hex: 0xFF3B30)
    static let green = RGBA(hex: 0x34C759)
    static let blue = RGBA(hex: 0x007AFF)
    static let separator = SystemColor.separator.resolved(in: .light)
    static let groupedBackground = SystemColor.systemGroupedBackground.resolved(in: .light)

    func scene(style: String) -> String {
        """
        import SwiftUI
        struct Root: View {
            var body: some View {
                List {
                    Rectangle().fill(Color.red).frame(width: 50, height: 20)
                    Rectangle().fill(Color.green).frame(width: 50, height: 60)
                    Rectangle().fill(Color.blue).frame(width: 50, height: 20)
                }
                \(style)
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
        """
    }

    func shapes(_ source: String, at time: Double = 0) throws -> [DrawnShape] {
        let preview = try #require(try compileScene(source).first)
        return canvasShapes(try preview.timeline.displayList(at: time))
    }

    func bounds(_ shapes: [DrawnShape], _ color: RGBA) -> [Rect] {
        shapes.filter { $0.fill?.description == color.description }.map(\.bounds)
    }

    /// Each row draws its part of the section's background: the sections are the runs of
    /// row backgrounds that touch, top to bottom.
    func sections(_ rows: [Rect]) -> [Rect] {
        var out: [Rect] = []
        for row in rows {
            if let last = out.last, last.minX == row.minX, last.width == row.width, abs(last.maxY - row.minY) < 1e-9 {
                out[out.count - 1] = Rect(x: last.minX, y: last.minY, width: last.width, height: row.maxY - last.minY)
            } else {
                out.append(row)
            }
        }
        return out
    }

    @Test func insetGroupedRowsSitInARoundedSectionBelowTheTop() throws {
        let drawn = try shapes(scene(style: ""))
        // The list fills its frame with the grouped background.
        #expect(bounds(drawn, Self.groupedBackground) == [Rect(x: 0, y: 0, width: 300, height: 400)])
        // The section: inset 16 from both edges, 35 below the top, as tall as its rows
        // (44 + 60 + 22 + 44).
        #expect(sections(bounds(drawn, .white)) == [Rect(x: 16, y: 35, width: 268, height: 170)])
        // Rows: content padded 16 leading inside the section, centred in at least 44 points.
        #expect(bounds(drawn, Self.red) == [Rect(x: 32, y: 47, width: 50, height: 20)])
        #expect(bounds(drawn, Self.green) == [Rect(x: 32, y: 90, width: 50, height: 60)])
        #expect(bounds(drawn, Self.blue) == [Rect(x: 32, y: 173, width: 50, height: 20)])
        // Separators: one pixel along the bottom of every row but the last, from the content's
        // leading edge to the section's trailing edge.
        #expect(
            bounds(drawn, Self.separator) == [
                Rect(x: 32, y: 78, width: 252, height: 1),
                Rect(x: 32, y: 160, width: 252, height: 1),
            ])
    }

    @Test func plainRowsSpanTheWholeWidthFromTheTop() throws {
        let drawn = try shapes(scene(style: ".listStyle(.plain)"))
        #expect(bounds(drawn, Self.groupedBackground).isEmpty)
        #expect(bounds(drawn, .white) == [Rect(x: 0, y: 0, width: 300, height: 400)])
        #expect(bounds(drawn, Self.red) == [Rect(x: 16, y: 12, width: 50, height: 20)])
        #expect(bounds(drawn, Self.green) == [Rect(x: 16, y: 55, width: 50, height: 60)])
        #expect(bounds(drawn, Self.blue) == [Rect(x: 16, y: 138, width: 50, height: 20)])
        #expect(
            bounds(drawn, Self.separator) == [
                Rect(x: 16, y: 43, width: 284, height: 1),
                Rect(x: 16, y: 125, width: 284, height: 1),
            ])
    }

    @Test func rowsChooseTheirBackgroundSeparatorAndInsets() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    List {
                        Rectangle().fill(Color.red).frame(width: 50, height: 20)
                            .listRowSeparator(.hidden)
                        Rectangle().fill(Color.green).frame(width: 50, height: 60)
                            .listRowBackground(Color.blue)
                        Rectangle().fill(Color.blue).frame(width: 50, height: 20)
                            .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
                    }
                    .scrollContentBackground(.hidden)
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let drawn = try shapes(source)
        // No grouped background behind the list; the section's rows are still white but the
        // green row's, which is blue (the row's own frame, 16 to 284).
        #expect(bounds(drawn, Self.groupedBackground).isEmpty)
        #expect(bounds(drawn, Self.blue).contains(Rect(x: 16, y: 79, width: 268, height: 82)))
        // The red row has no separator; the green one keeps its own.
        #expect(bounds(drawn, Self.separator) == [Rect(x: 32, y: 160, width: 252, height: 1)])
        // The last row's content sits 40 in from the section's edge, with no vertical padding
        // (so the row is its minimum height, 44, with the rectangle centred).
        #expect(bounds(drawn, Self.blue).contains(Rect(x: 56, y: 173, width: 50, height: 20)))
    }

    @Test func theListStyleComesFromTheEnvironment() throws {
        let source = scene(style: "").replacingOccurrences(
            of: "#Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }",
            with: "#Preview(traits: .fixedLayout(width: 300, height: 400)) { Root().listStyle(.plain) }")
        #expect(bounds(try shapes(source), Self.red) == [Rect(x: 16, y: 12, width: 50, height: 20)])
    }

    @Test func rowsOfAForEachAreIdentifiedAndTransitionAsInAStack() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var colors: [Color] = [.red, .green, .blue]
                var body: some View {
                    List(colors, id: \\.self) { color in
                        Rectangle().fill(color).frame(width: 50, height: 20)
                    }
                    .listStyle(.plain)
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        withAnimation(.linear(duration: 1)) { colors.remove(at: 1) }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let before = try shapes(source, at: 0.5)
        #expect(bounds(before, Self.green) == [Rect(x: 16, y: 56, width: 50, height: 20)])
        // Half-way through, the removed row fades (the default transition) and the row after it
        // moves up; at the end the row is gone and the last row is one row higher.
        let middle = try shapes(source, at: 1.5)
        let green = try #require(middle.first { $0.fill?.description == Self.green.description })
        #expect(abs(green.opacity - 0.5) < 1e-6)
        #expect(abs(try #require(bounds(middle, Self.blue).first).minY - 78) < 1e-6)
        let after = try shapes(source, at: 3)
        #expect(bounds(after, Self.green).isEmpty)
        #expect(bounds(after, Self.blue) == [Rect(x: 16, y: 56, width: 50, height: 20)])
        // The separator of the new last row is gone; only the first row's remains.
        #expect(bounds(after, Self.separator) == [Rect(x: 16, y: 43, width: 284, height: 1)])
    }

    @Test func eachSectionIsARoundedSectionOfItsOwnWithItsHeaderInCapitals() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    List {
                        Section {
                            Rectangle().fill(Color.red).frame(width: 50, height: 20)
                        }
                        Section {
                            Rectangle().fill(Color.green).frame(width: 50, height: 20)
                            Rectangle().fill(Color.blue).frame(width: 50, height: 20)
                        }
                        Section("Later") {
                            Text("Row")
                        }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let list = try preview.timeline.displayList(at: 0)
        let drawn = canvasShapes(list)
        let sections = sections(bounds(drawn, .white))
        #expect(sections.count == 3)
        // Sections without a header: 35 above each.
        #expect(
            sections.prefix(2) == [
                Rect(x: 16, y: 35, width: 268, height: 44),
                Rect(x: 16, y: 114, width: 268, height: 88),
            ])
        #expect(bounds(drawn, Self.green) == [Rect(x: 32, y: 126, width: 50, height: 20)])
        // The third section's header sits between: 17 above its text, 7 below.
        #expect(sections[2].minY > 202 + 17 + 7)
        // Only the second section, with two rows, has a separator.
        #expect(bounds(drawn, Self.separator) == [Rect(x: 32, y: 157, width: 252, height: 1)])
        var texts: [String] = []
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let text): texts += text.lines.map(\.text)
                case .group(let group): collect(group.items)
                default: break
                }
            }
        }
        collect(list.items)
        #expect(texts == ["LATER", "Row"])
    }

    /// A modifier of a `Section` keeps it a section (its header above its rounded background),
    /// and `.listRowBackground` on it colours each of its rows.
    @Test func aModifiedSectionKeepsItsHeaderAndItsRowsTakeItsRowModifiers() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var value = 1
                var body: some View {
                    List {
                        Section("Watched") {
                            Rectangle().fill(Color.red).frame(width: 50, height: 20)
                        }
                        .onChange(of: value) { _ in }
                        Section("Tinted") {
                            Rectangle().fill(Color.green).frame(width: 50, height: 20)
                            Rectangle().fill(Color.blue).frame(width: 50, height: 20)
                        }
                        .listRowBackground(Color.yellow)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let list = try #require(try compileScene(source).first).timeline.displayList(at: 0)
        let drawn = canvasShapes(list)
        // One white section (the watched one) and two yellow rows, one under the other.
        #expect(sections(bounds(drawn, .white)).count == 1)
        let yellow = bounds(drawn, RGBA(hex: 0xFFCC00))
        #expect(sections(yellow).count == 1 && yellow.count == 2)
        let preview = try #require(try compileScene(source).first)
        #expect(try drawnTexts(of: preview, at: 0) == ["WATCHED", "TINTED"])
    }

    @Test func aRowInsertedAtTheEndBringsItsOwnBackground() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State var names = ["A", "B", "C"]
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { name in
                            Rectangle().fill(Color.red).frame(width: 50, height: 20)
                        }
                    }
                    .task { withAnimation(.linear(duration: 1)) { names.append("D") } }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let drawn = canvasShapes(try preview.timeline.displayList(at: 0.5))
        // The new row's white background fades in with it, at its final place under the others.
        let whites = drawn.filter { $0.fill?.description == RGBA.white.description }
        #expect(whites.count == 4)
        let newest = try #require(whites.max { $0.bounds.minY < $1.bounds.minY })
        #expect(abs(newest.opacity - 0.5) < 1e-6)
        // Every red square lies on a white row background.
        for square in drawn where square.fill?.description == Self.red.description {
            #expect(
                whites.contains {
                    $0.bounds.minX <= square.bounds.minX && $0.bounds.maxX >= square.bounds.maxX
                        && $0.bounds.minY <= square.bounds.minY && $0.bounds.maxY >= square.bounds.maxY
                })
        }
    }

    /// The sections' cards, top to bottom, of a list's content.
    func sectionCards(_ content: String) throws -> [Rect] {
        let source = """
            import SwiftUI
            struct Root: View {
                var isEmpty = false
                var body: some View {
                    List {
                        \(content)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 500)) { Root() }
            """
        return sections(bounds(try shapes(source), .white))
    }

    /// In edit mode (`\.editMode` bound to `.active`), a row of a `ForEach` with `onDelete`
    /// shows the red delete control before its content and one with `onMove` the grip after
    /// it; the `EditButton` reads "Done". Out of edit mode, neither, and "Edit".
    @Test func editModeShowsTheRowsDeleteControlsAndGrips() throws {
        func render(_ mode: String) throws -> (circles: Int, grips: Int, texts: [String]) {
            let source = """
                import SwiftUI
                struct Root: View {
                    @State private var mode: EditMode = \(mode)
                    @State private var items = ["Dune", "Emma"]
                    var body: some View {
                        List {
                            EditButton()
                            ForEach(items, id: \\.self) { Text($0) }
                                .onDelete { items.remove(atOffsets: $0) }
                                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                        }
                        .environment(\\.editMode, $mode)
                    }
                }
                #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
                """
            let preview = try #require(try compileScene(source).first)
            let drawn = canvasShapes(try preview.timeline.displayList(at: 0))
            let red = SystemColor.systemRed.resolved(in: .light).description
            let gray3 = SystemColor.systemGray3.resolved(in: .light).description
            return (
                drawn.filter { $0.fill?.description == red && $0.bounds.width == 22 }.count,
                drawn.filter { $0.fill?.description == gray3 && $0.bounds.width == 18 }.count,
                try drawnTexts(of: preview, at: 0)
            )
        }
        let editing = try render(".active")
        #expect(editing.circles == 2 && editing.grips == 6, "\(editing)")
        #expect(editing.texts.contains("Done"))
        let resting = try render(".inactive")
        #expect(resting.circles == 0 && resting.grips == 0, "\(resting)")
        #expect(resting.texts.contains("Edit"))
    }

    /// A list with a `safeAreaInset` keeps its grouped background behind the inset, as the list
    /// fills the whole height in SwiftUI.
    /// A navigation bar above a list takes the list's grouped background, unless the list
    /// hides it (`.scrollContentBackground(.hidden)`): nothing grey runs under the bar then.
    @Test func aListThatHidesItsBackgroundLeavesTheBarClear() throws {
        func source(_ modifier: String) -> String {
            """
            import SwiftUI
            #Preview(traits: .fixedLayout(width: 300, height: 400)) {
                NavigationStack {
                    List { Text("Row") }\(modifier)
                        .navigationTitle("Clock")
                }
            }
            """
        }
        let shown = bounds(try shapes(source("")), Self.groupedBackground)
        #expect(shown.contains { $0.minY == 0 && $0.height == 96 }, "\(shown)")
        let hidden = bounds(try shapes(source("\n.scrollContentBackground(.hidden)")), Self.groupedBackground)
        #expect(hidden.isEmpty, "\(hidden)")
    }

    /// A list's background runs under the bar only from the top: in a `VStack`, the bar takes
    /// it from a list that comes first, not from one below a header.
    @Test func onlyAListAtTheTopGivesTheBarItsBackground() throws {
        func source(_ stack: String) -> String {
            """
            import SwiftUI
            #Preview(traits: .fixedLayout(width: 300, height: 400)) {
                NavigationStack {
                    VStack(spacing: 0) { \(stack) }
                        .navigationTitle("Clock")
                }
            }
            """
        }
        let below = bounds(try shapes(source(#"Color.black.frame(height: 100); List { Text("Row") }"#)), Self.groupedBackground)
        #expect(!below.contains { $0.minY == 0 } && below.contains { $0.minY == 196 }, "\(below)")
        let first = bounds(try shapes(source(#"List { Text("Row") }; Text("Footer")"#)), Self.groupedBackground)
        #expect(first.contains { $0.minY == 0 && $0.height == 96 }, "\(first)")
    }

    @Test func aListsBackgroundContinuesBehindASafeAreaInset() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    List { Text("Row") }
                        .safeAreaInset(edge: .bottom) { Color.indigo.frame(height: 40) }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let grey = bounds(try shapes(source), Self.groupedBackground)
        #expect(grey.contains { $0.minY == 0 && $0.maxY == 400 }, "\(grey)")
    }

    /// A view of the scene whose body is several views is several rows of its section, as
    /// SwiftUI lists them: first or last in the section, the section stays one card.
    @Test func aViewWhoseBodyIsSeveralViewsIsSeveralRows() throws {
        let source = """
            import SwiftUI
            struct Pair: View {
                var body: some View {
                    Text("Pair one")
                    Text("Pair two")
                }
            }
            struct Root: View {
                var body: some View {
                    Form {
                        Pair()
                        Text("Middle")
                        Pair()
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 400)) { Root() }
            """
        let drawn = try shapes(source)
        // One card of five rows: its parts touch, top to bottom.
        #expect(sections(bounds(drawn, .white)).count == 1, "\(sections(bounds(drawn, .white)))")
        // A separator under every row but the last.
        #expect(bounds(drawn, Self.separator).count == 4)
    }

    /// An `if` not taken between sections makes no section: the gaps stay 35 points.
    @Test func anIfNotTakenBetweenSectionsAddsNoGap() throws {
        let cards = try sectionCards(
            """
            Section { Text("Greeting") }
            if isEmpty { Button("Add") { } }
            Section { Text("Entry") }
            """)
        #expect(cards.map(\.minY) == [35, 114], "\(cards)")
    }

    /// `.listSectionSpacing(.compact)` on each section spaces them as it does on the list.
    @Test func aSectionsOwnSectionSpacingIsTheSpaceAboveIt() throws {
        let cards = try sectionCards(
            """
            ForEach(1...3, id: \\.self) { i in
                Section { Text("Entry \\(i)") }.listSectionSpacing(.compact)
            }
            """)
        #expect(cards.map(\.minY) == [20, 84, 148], "\(cards)")
    }
}

/// A `ForEach` of `Section`s whose rows are two views each: sections stay sections and each
/// view is a row (a `ForEach` element's implicit tag does not hide either).
@Suite struct ListForEachSectionTests {
    @Test func aForEachOfSectionsKeepsItsSectionsAndRows() throws {
        let source = """
            import SwiftUI
            struct G: Identifiable { let id: Int; let items: [String] }
            struct Root: View {
                let groups = [G(id: 1, items: ["a", "b"]), G(id: 2, items: ["c"])]
                var body: some View {
                    List {
                        ForEach(groups) { g in
                            Section("S\\(g.id)") {
                                ForEach(g.items, id: \\.self) { item in
                                    Text(item)
                                    Text(item.uppercased())
                                }
                            }
                        }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 500)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let shapes = canvasShapes(try preview.timeline.displayList(at: 0))
        let rowBackgrounds = shapes.filter { $0.fill?.description == RGBA.white.description }
        // Six rows (three items, two views each), each drawing its part of its section.
        #expect(rowBackgrounds.count == 6)
        let tops = Set(rowBackgrounds.map(\.bounds.minY))
        #expect(tops.count == 6)
    }
}
