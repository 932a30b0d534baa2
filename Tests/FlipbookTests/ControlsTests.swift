import Flipbook
import FlipbookModel
import Testing

/// `ProgressView`, `Slider`, `Stepper`, `GroupBox` and `LabeledContent`, drawn as iOS draws
/// them at rest.
@Suite struct ControlsTests {
    static let blue = RGBA(hex: 0x007AFF)
    static let track = SystemColor.systemGray5.resolved(in: .light)
    static let spoke = SystemColor.systemGray.resolved(in: .light)

    func shapes(_ view: String, state: String = "") throws -> [DrawnShape] {
        let source = """
            import SwiftUI
            struct Root: View {
                \(state)
                var body: some View {
                    \(view)
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        return canvasShapes(try preview.timeline.displayList(at: 0))
    }

    func filled(_ shapes: [DrawnShape], _ color: RGBA) -> [Rect] {
        shapes.filter { $0.fill?.description == color.description }.map(\.bounds)
    }

    @Test func aProgressBarFillsItsFractionInTheTint() throws {
        let drawn = try shapes("ProgressView(value: 3, total: 4).frame(width: 200)")
        // The track and the done part: 4 points tall, centred in the canvas.
        #expect(filled(drawn, Self.track) == [Rect(x: 50, y: 98, width: 200, height: 4)])
        #expect(filled(drawn, Self.blue) == [Rect(x: 50, y: 98, width: 150, height: 4)])
        let tinted = try shapes("ProgressView(value: 2).frame(width: 200).tint(.red)")
        // A value past the total is drawn full.
        #expect(filled(tinted, RGBA(hex: 0xFF3B30)) == [Rect(x: 50, y: 98, width: 200, height: 4)])
    }

    @Test func withoutAValueItIsTheActivityIndicator() throws {
        let drawn = try shapes("ProgressView()")
        let spokes = drawn.filter { $0.fill?.description == Self.spoke.description }
        #expect(spokes.count == 8)
        // Eight spokes around the centre of a 20-point square, fading one after the other.
        let union = spokes.map(\.bounds).reduce(spokes[0].bounds) { $0.union($1) }
        #expect(abs(union.midX - 150) < 0.5 && abs(union.midY - 100) < 0.5)
        #expect(union.width <= 20 && union.width > 15)
        #expect(spokes.map(\.opacity) == (0..<8).map { 1 - Double($0) * 0.1 })
    }

    /// `.circular` is the spinner even with a value, `.linear` the bar; the type-named style
    /// takes its tint, and the scene's own `ProgressViewStyle` draws what its `makeBody` makes
    /// of the configuration.
    @Test func theStyleChoosesBarSpinnerOrTheScenesOwn() throws {
        let red = RGBA(hex: 0xFF3B30)
        #expect(
            try shapes("ProgressView(value: 0.5).progressViewStyle(.circular)").filter {
                $0.fill?.description == Self.spoke.description
            }.count == 8)
        #expect(
            try shapes("ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))").filter {
                $0.fill?.description == red.description
            }.count == 8)
        let linear = try shapes("ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle()).frame(width: 200)")
        #expect(filled(linear, Self.blue) == [Rect(x: 50, y: 98, width: 100, height: 4)])
        let source = """
            import SwiftUI
            struct Ring: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Rectangle().fill(.red).frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10)
                }
            }
            struct Root: View {
                var body: some View { ProgressView(value: 3, total: 4).progressViewStyle(Ring()) }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let drawn = canvasShapes(try preview.timeline.displayList(at: 0))
        #expect(filled(drawn, red) == [Rect(x: 113, y: 95, width: 75, height: 10)])  // on whole points
    }

    /// `ProgressView(configuration)` in a style's body draws the built-in bar for the
    /// configuration's fraction, not the style again; `ProgressView("Loading")` stays a titled
    /// spinner (a string is no configuration).
    @Test func aProgressViewOfAStylesConfigurationIsTheBuiltInBar() throws {
        let source = """
            import SwiftUI
            struct Framed: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ProgressView(configuration).frame(width: 200).padding(4).background(Color.yellow)
                }
            }
            struct Root: View {
                var body: some View {
                    VStack {
                        ProgressView(value: 0.25).progressViewStyle(Framed())
                        ProgressView("Loading")
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let drawn = canvasShapes(try preview.timeline.displayList(at: 0))
        #expect(filled(drawn, Self.blue).map(\.width) == [50])
        #expect(try drawnTexts(of: preview, at: 0) == ["Loading"])
    }

    /// A scene's `TextFieldStyle` draws around the plain field (`_body(configuration:)`), and its
    /// `GroupBoxStyle` gets the label and the content, also as an implicit member.
    @Test func scenesOwnTextFieldAndGroupBoxStyles() throws {
        let source = """
            import SwiftUI
            struct Red: TextFieldStyle {
                func _body(configuration: TextField<Self._Label>) -> some View {
                    configuration.padding(10).background(Color.red)
                }
            }
            struct Green: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.label; configuration.content }.background(Color.green)
                }
            }
            extension GroupBoxStyle where Self == Green { static var green: Green { .init() } }
            struct Root: View {
                @State private var name = "Ada"
                var body: some View {
                    VStack(spacing: 0) {
                        TextField("Name", text: $name).textFieldStyle(Red()).frame(width: 200)
                        GroupBox("Box") { Text("inside") }.groupBoxStyle(.green)
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        let drawn = canvasShapes(try preview.timeline.displayList(at: 0))
        let red = filled(drawn, RGBA(hex: 0xFF3B30))
        #expect(red.count == 1 && red.first?.width == 200 && (red.first?.height ?? 0) > 30)
        #expect(filled(drawn, RGBA(hex: 0x34C759)).count == 1)
        #expect(try drawnTexts(of: preview, at: 0) == ["Ada", "Box", "inside"])
    }

    @Test func aSliderFillsUpToItsThumb() throws {
        let drawn = try shapes("Slider(value: $level, in: 0...10).frame(width: 228)", state: "@State var level = 5.0")
        // The thumb's centre goes from 14 to width − 14: half-way is the middle.
        #expect(filled(drawn, Self.blue) == [Rect(x: 36, y: 98, width: 114, height: 4)])
        let white = filled(drawn, RGBA(hex: 0xFFFFFF))
        #expect(white == [Rect(x: 136, y: 86, width: 28, height: 28)])
    }

    @Test func aStepperIsAPairOfButtonsBesideItsLabel() throws {
        let source = """
            Stepper("Count", value: $count, in: 0...3).frame(width: 280)
            """
        let atTop = try shapes(source, state: "@State var count = 3")
        let background = SystemColor.tertiarySystemFill.resolved(in: .light)
        #expect(filled(atTop, background).map(\.size) == [Size(width: 94, height: 32)])
    }

    @Test func aStepperWithActionsDrawsItsViewLabel() throws {
        let source = """
            import SwiftUI
            #Preview(traits: .fixedLayout(width: 300, height: 200)) {
                Stepper(onIncrement: {}, onDecrement: nil) { Text("Custom").bold() }.frame(width: 280)
            }
            """
        let preview = try #require(try compileScene(source).first)
        #expect(try drawnTexts(of: preview, at: 0).contains("Custom"))
        let drawn = canvasShapes(try preview.timeline.displayList(at: 0))
        let background = SystemColor.tertiarySystemFill.resolved(in: .light)
        #expect(filled(drawn, background).map(\.size) == [Size(width: 94, height: 32)])
    }

    @Test func groupBoxAndLabeledContent() throws {
        let drawn = try shapes(
            """
            GroupBox("Totals") {
                LabeledContent("Count", value: "3")
            }
            .frame(width: 200)
            """)
        let box = SystemColor.secondarySystemBackground.resolved(in: .light)
        #expect(filled(drawn, box).count == 1)
        #expect(filled(drawn, box)[0].width == 200)
    }
}

/// `Form` is drawn as iOS draws it: an inset-grouped `List`.
@Suite struct FormTests {
    func displayList(_ container: String) throws -> DisplayList {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    \(container) {
                        Section("One") { Text("A"); Text("B") }
                        Section { Text("C") } footer: { Text("Note") }
                    }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 300)) { Root() }
            """
        return try #require(try compileScene(source).first).timeline.displayList(at: 0)
    }

    @Test func aFormIsAnInsetGroupedList() throws {
        let form = canvasShapes(try displayList("Form"))
        let list = canvasShapes(try displayList("List"))
        #expect(form.map(\.bounds) == list.map(\.bounds))
        #expect(form.map { $0.fill?.description } == list.map { $0.fill?.description })
        #expect(form.count > 3)
    }
}

/// `TextField` and `SecureField` at rest: the text, or the placeholder in the placeholder colour.
@Suite struct TextFieldTests {
    func texts(_ body: String) throws -> [(String, String)] {
        let source = """
            import SwiftUI
            struct Root: View {
                @State private var empty = ""
                @State private var filled = "Ada"
                var body: some View {
                    VStack { \(body) }
                }
            }
            #Preview(traits: .fixedLayout(width: 300, height: 200)) { Root() }
            """
        let preview = try #require(try compileScene(source).first)
        func visit(_ items: [DisplayItem]) -> [(String, String)] {
            items.flatMap { item -> [(String, String)] in
                switch item {
                case .text(let text): [(text.lines.map(\.text).joined(), text.paints.first?.description ?? "")]
                case .group(let group): visit(group.items)
                default: []
                }
            }
        }
        return visit(try preview.timeline.displayList(at: 0).items)
    }

    @Test func anEmptyFieldShowsItsPlaceholderAndAFilledOneItsText() throws {
        let drawn = try texts(
            "TextField(\"Name\", text: $empty); TextField(\"Name\", text: $filled); SecureField(\"Pin\", text: $filled)")
        let placeholder = Paint.color(SystemColor.placeholderText.resolved(in: .light)).description
        #expect(drawn.map(\.0) == ["Name", "Ada", "•••"])
        #expect(drawn[0].1 == placeholder)
        #expect(drawn[1].1 != placeholder)
    }

    @Test func aSecureFieldWithAPromptOrALabelClosure() throws {
        let drawn = try texts(
            #"SecureField(text: $filled, prompt: Text("Password")) { Text("Password") }; SecureField("Pin", text: $empty, prompt: Text("4 digits"))"#
        )
        #expect(drawn.map(\.0) == ["•••", "4 digits"])
        // With no prompt, iOS shows the label as the placeholder.
        let labelled = try texts(#"TextField(text: $empty) { Text("Name") }; SecureField(text: $empty) { Text("Password") }"#)
        let placeholder = Paint.color(SystemColor.placeholderText.resolved(in: .light)).description
        #expect(labelled.map(\.0) == ["Name", "Password"])
        #expect(labelled.allSatisfy { $0.1 == placeholder })
    }
}

/// `Picker`: the segmented control and the menu row, choices read from the content's tags
/// (explicit `.tag`, or a `ForEach`'s ids).
@Suite struct PickerTests {
    func preview(_ body: String, state: String, tap: String = "") throws -> CompiledPreview {
        let source = """
            import SwiftUI
            enum Size: String, CaseIterable, Identifiable { case small, large; var id: Self { self } }
            struct Root: View {
                \(state)
                var body: some View {
                    \(body)
                }
            }
            \(tap)
            #Preview(traits: .fixedLayout(width: 300, height: 100)) { Root() }
            """
        var options = RenderOptions()
        options.duration = 1
        return try #require(try compileScene(source, options: options).first)
    }

    func texts(_ p: CompiledPreview, at time: Double) throws -> [(String, String)] {
        func visit(_ items: [DisplayItem]) -> [(String, String)] {
            items.flatMap { item -> [(String, String)] in
                switch item {
                case .text(let text): [(text.lines.map(\.text).joined(), text.paints.first?.description ?? "")]
                case .group(let group): visit(group.items)
                default: []
                }
            }
        }
        return visit(try p.timeline.displayList(at: time).items)
    }

    /// An enum without associated values is Hashable without saying so: its cases tag a
    /// segmented picker's segments, which a tap selects.
    @Test func aTapSelectsAnEnumCaseThatIsHashableWithoutSayingSo() throws {
        let p = try preview(
            """
            VStack {
                Picker("Size", selection: $size) { ForEach(Size.allCases) { Text($0.rawValue).tag($0) } }
                    .pickerStyle(.segmented)
                Text("Chosen: \\(size.rawValue)")
            }
            """, state: "@State private var size = Size.small", tap: "// flipbook: tap \"large\" at 0.5")
        #expect(try texts(p, at: 0).map(\.0).last == "Chosen: small")
        #expect(try texts(p, at: 0.9).map(\.0).last == "Chosen: large")
    }

    @Test func aSegmentedPickerMarksTheSelectedSegmentAndATapSelects() throws {
        let p = try preview(
            """
            Picker("Mode", selection: $mode) { Text("A").tag(0); Text("B").tag(1); Text("C").tag(2) }
                .pickerStyle(.segmented).frame(width: 300)
            """, state: "@State private var mode = 1", tap: "// flipbook: tap \"C\" at 0.5")
        func pill(at time: Double) throws -> Rect {
            let white = RGBA(hex: 0xFFFFFF).description
            return try #require(canvasShapes(try p.timeline.displayList(at: time)).first { $0.fill?.description == white }).bounds
        }
        // Three 100-point segments: the pill sits 2 points inside the selected one.
        #expect(try pill(at: 0).minX == 102)
        #expect(try pill(at: 0.9).minX == 202)
        #expect(try pill(at: 0).width == 96)
    }

    /// A wheel: the selected choice on the band in the label colour, its neighbours above and
    /// below it fainter.
    @Test func aWheelPickerShowsTheChoicesAroundTheSelectedOne() throws {
        let p = try preview(
            """
            Picker("Digit", selection: $digit) { ForEach(0..<10, id: \\.self) { Text("d\\($0)") } }
                .pickerStyle(.wheel).labelsHidden()
            """, state: "@State private var digit = 5")
        let drawn = try texts(p, at: 0)
        #expect(drawn.map(\.0) == ["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9"])
        let selected = try #require(drawn.first { $0.0 == "d5" })
        #expect(selected.1 == RGBA(hex: 0x000000).description)
        #expect(drawn.filter { $0.1 == selected.1 }.count == 1)
    }

    /// A date picker's wheel in en_US: hour, minute and AM/PM for a time; month, day and year
    /// for a date, the months going round.
    @Test func aWheelDatePickerHasIOSsColumns() throws {
        let time = try texts(
            try preview(
                "DatePicker(\"Wake\", selection: $day, displayedComponents: .hourAndMinute).datePickerStyle(.wheel).labelsHidden()",
                state: "@State private var day = Date(timeIntervalSinceReferenceDate: 7 * 3600 + 30 * 60)"), at: 0
        ).map(\.0)
        #expect(time.prefix(9) == ["3", "4", "5", "6", "7", "8", "9", "10", "11"])
        #expect(time.contains("30") && time.contains("AM") && time.contains("PM"))
        let date = try texts(
            try preview(
                "DatePicker(\"Day\", selection: $day, displayedComponents: .date).datePickerStyle(.wheel).labelsHidden()",
                state: "@State private var day = Date(timeIntervalSinceReferenceDate: 0)"), at: 0
        ).map(\.0)
        #expect(date.prefix(9) == ["September", "October", "November", "December", "January", "February", "March", "April", "May"])
        #expect(date.contains("2001") && date.contains("1997") && date.contains("31"))
    }

    /// The row that pushes the choices: the selection in grey and a chevron, not the menu's tint.
    @Test func aNavigationLinkPickerIsARowWithTheSelectionInGrey() throws {
        let p = try preview(
            """
            Picker("Size", selection: $size) { ForEach(Size.allCases) { Text($0.rawValue) } }
                .pickerStyle(.navigationLink).frame(width: 300)
            """, state: "@State private var size: Size = .large")
        let drawn = try texts(p, at: 0)
        let large = try #require(drawn.first { $0.0 == "large" })
        #expect(large.1 == RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6).description, "\(drawn)")
        #expect(drawn.map(\.0).contains("Size") && !drawn.map(\.0).contains("small"))
    }

    /// The inline calendar: the month, the weekdays, the month's days from its first weekday
    /// (January 2001 starts on a Monday), the selected day on the accent's pale circle.
    @Test func aGraphicalDatePickerIsTheMonthsCalendar() throws {
        let p = try preview(
            "DatePicker(\"Day\", selection: $day, displayedComponents: .date).datePickerStyle(.graphical)",
            state: "@State private var day = Date(timeIntervalSinceReferenceDate: 13 * 86400)")
        let drawn = try texts(p, at: 0).map(\.0)
        #expect(drawn.first == "January 2001")
        #expect(Array(drawn.dropFirst(4).prefix(7)) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"], "\(drawn)")
        #expect(drawn.filter { Int($0) != nil } == (1...31).map(String.init))
        let circles = canvasShapes(try p.timeline.displayList(at: 0)).filter { $0.bounds.width == 44 && $0.bounds.height == 44 }
        #expect(circles.count == 1)
    }

    /// A menu picker (iOS 16+'s default) is a row with its title in a List or Form; elsewhere
    /// only its button: the selected choice and the chevrons.
    @Test func aMenuPickerShowsTheSelectedChoiceOfAForEach() throws {
        let picker = "Picker(\"Size\", selection: $size) { ForEach(Size.allCases) { Text($0.rawValue) } }"
        let state = "@State private var size: Size = .large"
        let alone = try texts(try preview("\(picker).frame(width: 300)", state: state), at: 0).map(\.0)
        #expect(alone.contains("large") && !alone.contains("small"), "\(alone)")
        #expect(!alone.contains("Size"), "\(alone)")
        let row = try texts(try preview("List { \(picker) }", state: state), at: 0).map(\.0)
        #expect(row.contains("Size") && row.contains("large") && !row.contains("small"), "\(row)")
    }
}
