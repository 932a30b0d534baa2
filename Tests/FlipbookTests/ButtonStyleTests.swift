import Flipbook
import FlipbookModel
import Testing

/// `buttonStyle(_:)` with SwiftUI's styles and the scene's own `ButtonStyle` and
/// `PrimitiveButtonStyle`, `controlSize` and `buttonBorderShape`.
@Suite struct ButtonStyleTests {
    static let blue = RGBA(hex: 0x007AFF)
    static let fill = SystemColor.tertiarySystemFill.resolved(in: .light)

    func preview(_ body: String, types: String = "", state: String = "", tap: Bool = true) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            \(types)
            struct Root: View {
                @State private var count = 0
                \(state)
                var body: some View {
                    \(body)
                }
            }
            \(tap ? "// flipbook: tap \"Go\" at 0.5" : "")
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 1
        return try #require(try compileScene(source, options: options).first)
    }

    func shapes(_ p: CompiledPreview, at time: Double = 0) throws -> [DrawnShape] {
        canvasShapes(try p.timeline.displayList(at: time))
    }

    func texts(_ p: CompiledPreview, at time: Double) throws -> [TextItem] {
        func visit(_ items: [DisplayItem]) -> [TextItem] {
            items.flatMap { item -> [TextItem] in
                switch item {
                case .text(let text): [text]
                case .group(let group): visit(group.items)
                default: []
                }
            }
        }
        return visit(try p.timeline.displayList(at: time).items)
    }

    @Test func borderedDrawsALightChromeAroundTheTintedLabel() throws {
        let p = try preview("Button(\"Go\") { count += 1 }.buttonStyle(.bordered)")
        let chrome = try #require(try shapes(p).first { $0.fill?.description == Self.fill.description })
        let label = try #require(try texts(p, at: 0).first)
        // 12 points either side of the label, 7 above and below.
        let textWidth = try #require(label.lines.first).width
        #expect(abs(chrome.bounds.width - (textWidth + 24)) < 1)
        // A 17-point line (about 20 points tall) and 7 points above and below.
        #expect(chrome.bounds.height > 30 && chrome.bounds.height < 38)
        #expect(label.paints.first?.description == Paint.color(Self.blue).description)
    }

    @Test func tintColoursTheTitleOfAnAutomaticButtonWhereverItIsApplied() throws {
        let purple = Paint.color(SystemColor.systemPurple.resolved(in: .light)).description
        for body in [
            "Button(\"Go\") { }.tint(.purple)", "VStack { Button(\"Go\") { } }.tint(.purple)",
            "Text(\"see [Go](https://example.com)\").tint(.purple)",
        ] {
            let p = try preview(body, tap: false)
            let label = try #require(try texts(p, at: 0).first)
            #expect(label.paints.contains { $0.description == purple }, "\(body)")
        }
        let disabled = try preview("Button(\"Go\") { }.tint(.purple).disabled(true)", tap: false)
        let grey = Paint.color(SystemColor.tertiaryLabel.resolved(in: .light)).description
        #expect(try texts(disabled, at: 0).first?.paints.first?.description == grey)
    }

    @Test func aForegroundStyleAroundAnAutomaticButtonWinsOverTheTint() throws {
        let white = Paint.color(.white).description
        for body in [
            "Button(\"Go\") { }.padding().background(.blue).foregroundColor(.white)",
            "VStack { Button(\"Go\") { } }.foregroundStyle(.white).background(.blue)",
        ] {
            let p = try preview(body, tap: false)
            #expect(try texts(p, at: 0).first?.paints.first?.description == white, "\(body)")
        }
        // Without one, the tint.
        let plain = try preview("Button(\"Go\") { }.padding().background(.yellow)", tap: false)
        #expect(try texts(plain, at: 0).first?.paints.first?.description == Paint.color(Self.blue).description)
    }

    @Test func borderedProminentFillsWithTheTintAndAWhiteLabel() throws {
        let p = try preview("Button(\"Go\") { count += 1 }.buttonStyle(.borderedProminent).controlSize(.large)")
        let chrome = try #require(try shapes(p).first { $0.fill?.description == Self.blue.description })
        #expect(chrome.bounds.height > 40)
        #expect(try texts(p, at: 0).first?.paints.first?.description == Paint.color(.white).description)
    }

    @Test func plainKeepsTheForegroundAndStillTaps() throws {
        let p = try preview("Button(\"Go\") { count += 1 }.buttonStyle(.plain).overlay(Text(\"\\(count)\").offset(y: 30))")
        #expect(try texts(p, at: 0).first?.paints.first?.description != Paint.color(Self.blue).description)
        #expect(try texts(p, at: 0.9).map { $0.lines.map(\.text).joined() }.contains("1"))
    }

    /// `extension ButtonStyle where Self == Big { static var big: Big { … } }`: the pattern
    /// SwiftUI's own styles follow, for the scene's styles of buttons, labels and toggles.
    @Test func aStyleNamedThroughASameTypeExtensionIsTheScenesStyle() throws {
        let types = """
            struct Big: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(20).background(Color.red)
                }
            }
            extension ButtonStyle where Self == Big { static var big: Big { .init() } }
            struct TrailingIcon: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.title; configuration.icon }
                }
            }
            extension LabelStyle where Self == TrailingIcon { static var trailingIcon: Self { Self() } }
            struct Check: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { Text(configuration.isOn ? "[x]" : "[ ]"); configuration.label }
                }
            }
            extension ToggleStyle where Self == Check { static func check() -> Check { Check() } }
            """
        let p = try preview(
            """
            VStack {
                Button("Go") { count += 1 }.buttonStyle(.big)
                Label("Tea", systemImage: "cup.and.saucer").labelStyle(.trailingIcon)
                Toggle("Milk", isOn: .constant(true)).toggleStyle(.check())
            }
            """, types: types, tap: false)
        let red = SystemColor.systemRed.resolved(in: .light).description
        let chrome = try #require(try shapes(p).first { $0.fill?.description == red })
        #expect(chrome.bounds.height > 55)
        let lines = try texts(p, at: 0).map { $0.lines.map(\.text).joined() }
        #expect(lines.contains("[x]"))
        // The title comes before the icon.
        let all = try texts(p, at: 0)
        let tea = try #require(all.firstIndex { $0.lines.first?.text == "Tea" })
        #expect(tea + 1 < all.count && all[tea + 1].lines.first?.text != "Milk")
    }

    @Test func aSceneButtonStyleMakesTheBodyAndTheButtonStillTaps() throws {
        let types = """
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(10)
                        .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.orange))
                }
            }
            """
        let p = try preview(
            "VStack { Button(\"Go\") { count += 1 }; Text(\"\\(count)\") }.buttonStyle(Pill())", types: types)
        #expect(try shapes(p).contains { $0.fill?.description == RGBA(hex: 0xFF9500).description })
        #expect(try texts(p, at: 0.9).map { $0.lines.map(\.text).joined() }.contains("1"))
    }

    @Test func aPrimitiveStyleDecidesWhatTriggersTheAction() throws {
        let types = """
            struct Untappable: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.onAppear { configuration.trigger() }
                }
            }
            """
        let p = try preview(
            "VStack { Button(\"Go\") { count += 1 }; Text(\"n\\(count)\") }.buttonStyle(Untappable())", types: types,
            tap: false)
        // Triggered once as it appears (the style, not a tap, decides).
        #expect(try texts(p, at: 0.9).map { $0.lines.map(\.text).joined() }.contains("n1"))
    }
}

/// A button whose label shows no text is found by a scripted tap through its symbol's name.
@Suite struct SymbolTapTests {
    @Test func aTapNamesAnIconButtonByItsSymbol() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button { n += 1 } label: { Image(systemName: "heart.fill") }
                        Text("count \\(n)")
                    }
                }
            }
            // flipbook: tap "heart.fill" at 0.5
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 1
        let preview = try #require(try compileScene(source, options: options).first)
        #expect(preview.transactions.count == 2)
        #expect(preview.transactions.last?.time == 0.5)
    }
}
