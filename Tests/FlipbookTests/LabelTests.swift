import Flipbook
import FlipbookModel
import FlipbookRender
import Testing

/// `Label` in iOS's default style (an `HStack` of the icon in a slot one symbol em wide and
/// the title, 8 points apart), its `.labelStyle`s, and `Button(_:systemImage:action:)`.
@Suite struct LabelTests {
    func preview(_ view: String) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            struct Scene: View {
                var body: some View {
                    \(view)
                }
            }
            #Preview("p", traits: .fixedLayout(width: 300, height: 200)) { Scene() }
            """
        return try #require(try compileScene(source).first)
    }

    /// The content frames of the symbols and of the texts the first layout places.
    func frames(_ view: String) throws -> (symbols: [Rect], texts: [Rect]) {
        let layout = try #require(try preview(view).layouts.first)
        var symbols: [Rect] = [], texts: [Rect] = []
        for node in layout.nodes.values {
            guard let face = node.measurement?.text?.lines.first?.runs.first?.face else { continue }
            if face.path == FontLibrary.symbolFontPath {
                symbols.append(node.contentFrame)
            } else {
                texts.append(node.contentFrame)
            }
        }
        return (symbols.sorted { $0.minX < $1.minX }, texts.sorted { $0.minX < $1.minX })
    }

    @Test func theIconSitsInAFixedSlotAndTheTitleEightPointsAfterIt() throws {
        let (symbols, texts) = try frames(#"Label("Favourites", systemImage: "star")"#)
        let symbol = try #require(symbols.first)
        let title = try #require(texts.first)
        #expect(symbols.count == 1 && texts.count == 1)
        // A body symbol is a 20.4-point square, its slot exactly as wide: the title starts
        // 20.4 + 8 after the slot's leading edge, and the label is centred on the canvas.
        let slot = 17 * 1.2
        #expect(abs(title.minX - (symbol.minX + slot + 8)) <= 1)
        let width = slot + 8 + title.width
        #expect(abs(symbol.minX - (300 - width) / 2) <= 0.5)
        // Icon and title are centred on each other vertically.
        #expect(abs(symbol.midY - title.midY) <= 0.5)
    }

    @Test func aNarrowSymbolIsCentredInItsSlotSoTitlesLineUp() throws {
        let (_, texts) = try frames(
            """
            VStack(alignment: .leading) {
                Label("One", systemImage: "star")
                Label("Two", systemImage: "info")
            }
            """)
        #expect(texts.count == 2)
        #expect(Set(texts.map(\.minX)).count == 1)
    }

    @Test func labelStylesKeepTheTitleOrTheIcon() throws {
        let titleOnly = try frames(#"Label("Favourites", systemImage: "star").labelStyle(.titleOnly)"#)
        #expect(titleOnly.symbols.isEmpty && titleOnly.texts.count == 1)
        let iconOnly = try frames(#"Label("Favourites", systemImage: "star").labelStyle(.iconOnly)"#)
        #expect(iconOnly.symbols.count == 1 && iconOnly.texts.isEmpty)
        // Alone, the icon is at its own size, centred on the canvas.
        let symbol = try #require(iconOnly.symbols.first)
        #expect(abs(symbol.midX - 150) <= 0.5)
        let both = try frames(#"Label("Favourites", systemImage: "star").labelStyle(.titleAndIcon)"#)
        #expect(both.symbols.count == 1 && both.texts.count == 1)
    }

    @Test func aLabelWithViewBuilders() throws {
        let (symbols, texts) = try frames(
            """
            Label { Text("Title") } icon: { Image(systemName: "heart") }
            """)
        #expect(symbols.count == 1 && texts.count == 1)
        let (s2, t2) = try frames(
            """
            Label(title: { Text("Title") }, icon: { Circle().frame(width: 10, height: 10) })
            """)
        #expect(s2.isEmpty && t2.count == 1)
    }

    /// An icon that is not an image is its own size: a `Text` icon keeps to one line.
    @Test func aTextIconIsItsOwnWidth() throws {
        let (_, texts) = try frames(#"Label { Image(systemName: "chevron.down") } icon: { Text("Last 7 Days") }"#)
        let icon = try #require(texts.first)
        #expect(icon.height < 25 && icon.width > 60, "\(icon)")
    }

    /// `.foregroundColor(.primary)` in a button's label is the label colour, not the tint (a
    /// `Color`'s `.primary`, where `.foregroundStyle(.primary)` is the style's primary level).
    @Test func aButtonLabelsPrimaryColourIsTheLabelColour() throws {
        let items = try drawnTextItems(
            of: preview(
                #"""
                HStack {
                    Button { } label: { Image(systemName: "bag").foregroundColor(.primary) }
                    Button { } label: { Image(systemName: "bag").foregroundStyle(.primary) }
                }
                """#), at: 0)
        #expect(items.map { $0.paints.first.map { "\($0)" } ?? "" }.count == 2)
        let colours = items.compactMap { item -> String? in
            guard case .color(let colour)? = item.paints.first else { return nil }
            return colour.description
        }
        #expect(colours == [RGBA(hex: 0x000000).description, RGBA(hex: 0x007AFF).description], "\(items.map(\.paints))")
    }

    @Test func aButtonWithASystemImageIsALabelInTheTint() throws {
        let (symbols, texts) = try frames(#"Button("Add", systemImage: "plus") { }"#)
        let symbol = try #require(symbols.first)
        let title = try #require(texts.first)
        #expect(abs(title.minX - (symbol.minX + 17 * 1.2 + 8)) <= 1)
    }

    @Test func anUnknownSymbolIsReportedAtItsName() throws {
        #expect(throws: (any Error).self) { try preview(#"Label("X", systemImage: "no.such.symbol")"#) }
    }
}
