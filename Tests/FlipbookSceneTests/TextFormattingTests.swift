import FlipbookModel
import FlipbookVocabulary
import Testing

@testable import FlipbookScene

/// Text as SwiftUI writes it: format styles, date styles and the Markdown of string literals.
@Suite struct TextFormattingTests {
    /// The text of the first Text view, with the styles of its runs.
    func texts(_ body: String, state: String = "") throws -> [String] {
        let transactions = try runScene(scene(body: "VStack { \(body) }", state: state))
        return try #require(transactions.first).tree.nodes.compactMap { node in
            guard case .leaf(let leaf) = node.content, let text = leaf.base as? TextLeaf else { return nil }
            return text.runs.map(\.text).joined()
        }
    }

    @Test func numberFormatStylesAsFoundationWritesThemInEnglish() throws {
        let shown = try texts(
            """
            Text(1234.5678, format: .number)
            Text(0.1234, format: .percent)
            Text(1234567, format: .number)
            Text((2.0 / 3).formatted(.number.precision(.fractionLength(2))))
            Text(12.5.formatted(.currency(code: "USD")))
            Text(Double.pi.formatted())
            Text(1500.formatted(.number.grouping(.never)))
            Text(0.25, format: .percent.precision(.fractionLength(1)))
            Text(1234, format: IntegerFormatStyle<Int>())
            """)
        #expect(shown == ["1,234.5678", "12.34%", "1,234,567", "0.67", "$12.50", "3.141593", "1500", "25.0%", "1,234"])
    }

    /// Compact names and scientific notation as ICU writes them in en_US: two significant digits
    /// (or the whole part), the next unit once rounding reaches a thousand.
    @Test func compactAndScientificNotation() throws {
        let shown = try texts(
            """
            Text(1234567, format: .number.notation(.compactName))
            Text(12345.0.formatted(.number.notation(.compactName)))
            Text(123456.0.formatted(.number.notation(.compactName)))
            Text(999_950.0.formatted(.number.notation(.compactName)))
            Text(12345.0.formatted(.number.notation(.compactName).precision(.fractionLength(1))))
            Text(0.05.formatted(.number.notation(.compactName)))
            Text((-2500.0).formatted(.number.notation(.compactName)))
            Text(12345.0.formatted(.number.notation(.scientific)))
            Text(0.5.formatted(.number.notation(.scientific)))
            """)
        #expect(shown == ["1.2M", "12K", "123K", "1M", "12.3K", "0.05", "-2.5K", "1.2345E4", "5E-1"])
    }

    /// Lists joined as en_US writes them, and dates relative to the clip's clock as Foundation's
    /// relative style writes them.
    @Test func listsAndRelativeDates() throws {
        let shown = try texts(
            """
            Text(["a", "b", "c"].formatted())
            Text(["a", "b", "c"].formatted(.list(type: .or)))
            Text(["a", "b"].formatted(.list(type: .and, width: .short)))
            Text(ListFormatter.localizedString(byJoining: ["x", "y", "z"]))
            Text(Date().addingTimeInterval(-3 * 3600), format: .relative(presentation: .named))
            Text(Date().addingTimeInterval(-3 * 3600).formatted(.relative(presentation: .numeric, unitsStyle: .abbreviated)))
            Text(Date().addingTimeInterval(-86400).formatted(.relative(presentation: .named)))
            Text(formatter.localizedString(for: Date().addingTimeInterval(-3 * 3600), relativeTo: Date()))
            Text(RelativeDateTimeFormatter().localizedString(fromTimeInterval: 300))
            """,
            state: """
                var formatter: RelativeDateTimeFormatter {
                    let f = RelativeDateTimeFormatter()
                    f.unitsStyle = .abbreviated
                    f.dateTimeStyle = .named
                    return f
                }
                """)
        #expect(
            shown == [
                "a, b, and c", "a, b, or c", "a & b", "x, y, and z", "3 hours ago", "3 hr. ago", "yesterday", "3h ago",
                "in 5 minutes",
            ])
    }

    /// An integer's percent style is `IntegerFormatStyle.Percent`: 20 is "20%" (WeSplit's tip
    /// picker), where the floating-point style writes 0.2 as "20%".
    /// The styles as types of their own: `FloatingPointFormatStyle<Double>.Currency(code:)`.
    @Test func currencyAndPercentStylesAsTypes() throws {
        let body = #"""
            Text(12.5, format: FloatingPointFormatStyle<Double>.Currency(code: "USD"))
            Text(0.25, format: FloatingPointFormatStyle<Double>.Percent())
            """#
        #expect(try texts(body) == ["$12.50", "25%"])
    }

    @Test func anIntegersPercentIsTheNumberItself() throws {
        let shown = try texts(
            """
            Text(20, format: .percent)
            Text(0.2, format: .percent)
            Text(25.formatted(.percent))
            """)
        #expect(shown == ["20%", "20%", "25%"])
    }

    /// `String(localized:)` is its key (or default value) in en_US with no string tables;
    /// `String(_:radix:uppercase:)` writes an integer in another base.
    @Test func localizedAndRadixStrings() throws {
        let shown = try texts(
            """
            Text(String(localized: "Cupertino", bundle: .module, comment: "A city in California."))
            Text(String(localized: "greeting", defaultValue: "Hello", comment: "Shown at the top."))
            Text(String(255, radix: 16))
            Text(String(255, radix: 16, uppercase: true) + String(5, radix: 2))
            """)
        #expect(shown == ["Cupertino", "Hello", "ff", "FF101"])
        let error = try #require(sceneErrors(scene(body: "Text(String(10, radix: 40))")).first)
        #expect(error.message == "String(_:radix:) needs a radix from 2 to 36, not 40")
    }

    /// NumberFormatter's affixes are its style's until set, as Foundation's: the SwiftUI Lab puts
    /// a space before the percent sign with `positiveSuffix = " \(positiveSuffix!)"`. Its integer
    /// digits pad and cut the whole part.
    @Test func numberFormatterAffixesAndIntegerDigits() throws {
        let state = """
            func f(_ style: NumberFormatter.Style, _ n: NSNumber, _ setUp: (NumberFormatter) -> Void = { _ in }) -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = style
                setUp(formatter)
                return formatter.string(from: n) ?? "nil"
            }
            """
        let shown = try texts(
            """
            Text(f(.percent, 0.45) { $0.positiveSuffix = " " + $0.positiveSuffix! })
            Text(f(.percent, -0.05) { $0.negativeSuffix = " " + $0.negativeSuffix })
            Text(f(.currency, -3) { $0.negativePrefix = "−" + $0.positivePrefix })
            Text(f(.currencyAccounting, -3))
            Text(f(.decimal, 7) { $0.minimumIntegerDigits = 2 })
            Text(f(.decimal, 123) { $0.maximumIntegerDigits = 2 })
            Text(f(.decimal, 0.5) { $0.minimumIntegerDigits = 0 })
            """, state: state)
        #expect(shown == ["45 %", "-5 %", "−$3.00", "($3.00)", "07", "23", ".5"])
    }

    /// `Calendar.date(byAdding:to:)` with `DateComponents`, from 2001-01-01 00:00 UTC; a field
    /// beyond a million is an error, as for the single-component form.
    @Test func addingDateComponents() throws {
        let shown = try texts(
            """
            Text(Calendar.current.date(byAdding: DateComponents(day: -3, hour: 5), to: Date())!.formatted(date: .abbreviated, time: .shortened))
            Text(Calendar.current.date(byAdding: DateComponents(year: 1, month: 2), to: Date())!.formatted(date: .abbreviated, time: .omitted))
            """)
        #expect(shown == ["Dec 29, 2000 at 5:00\u{202F}AM", "Mar 1, 2002"])
        let error = try #require(
            sceneErrors(
                scene(body: "Text(\"\\(Calendar.current.date(byAdding: DateComponents(day: Int.min), to: Date()) == nil)\")")
            ).first)
        #expect(error.message == "date(byAdding:to:): day -9223372036854775808 is too far")
    }

    /// `DateComponentsFormatter`, as it writes in en_US (swift-corelibs-foundation has none).
    @Test func durationsAsDateComponentsFormatterWritesThem() throws {
        let state = """
            func f(_ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle, _ t: Double,
                   _ zero: DateComponentsFormatter.ZeroFormattingBehavior = .default) -> String {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = units
                formatter.unitsStyle = style
                formatter.zeroFormattingBehavior = zero
                return formatter.string(from: t) ?? "nil"
            }
            """
        let shown = try texts(
            """
            Text(f([.minute, .second], .positional, 125, .pad))
            Text(f([.minute, .second], .positional, 5))
            Text(f([.hour, .minute, .second], .positional, 3725.9))
            Text(f([.hour, .minute, .second], .positional, 125, .pad))
            Text(f([.hour, .minute, .second], .abbreviated, 3605))
            Text(f([.hour, .minute], .full, 3660))
            Text(f([.hour, .minute, .second], .short, 7322))
            Text(f([.minute, .second], .brief, 0))
            Text(f([.day, .hour], .full, 90000))
            Text(f([.minute, .second], .positional, -65))
            """, state: state)
        #expect(
            shown == [
                "02:05", "0:05", "1:02:05", "00:02:05", "1h 5s", "1 hour, 1 minute", "2 hr, 2 min, 2 sec", "0sec",
                "1 day, 1 hour", "-1:05",
            ])
        let phrases = try texts(
            #"Text({ let f = DateComponentsFormatter(); f.unitsStyle = .full; f.allowedUnits = [.minute]; f.includesApproximationPhrase = true; f.includesTimeRemainingPhrase = true; return f.string(from: Date(), to: Date().addingTimeInterval(600)) ?? "" }())"#
        )
        #expect(phrases == ["About 10 minutes remaining"])
    }

    /// `LengthFormatter`, as Apple's Landmarks tutorial writes a hike's distance.
    @Test func lengthsAsLengthFormatterWritesThem() throws {
        let shown = try texts(
            """
            Text(LengthFormatter().string(fromValue: 4.8, unit: .kilometer))
            Text(LengthFormatter().string(fromValue: 10, unit: .mile))
            Text({ let f = LengthFormatter(); f.unitStyle = .long; return f.string(fromValue: 1, unit: .foot) }())
            Text({ let f = LengthFormatter(); f.unitStyle = .long; return f.string(fromValue: 2.5, unit: .foot) }())
            """)
        #expect(shown == ["4.8 km", "10 mi", "1 foot", "2.5 feet"])
    }

    /// `MassFormatter`, as a coffee recipe list writes its beans: kilograms are en_US's pounds.
    @Test func massesAsMassFormatterWritesThem() throws {
        let shown = try texts(
            """
            Text(MassFormatter().string(fromValue: 18, unit: .gram))
            Text({ let f = MassFormatter(); f.unitStyle = .long; return f.string(fromValue: 2, unit: .ounce) }())
            Text({ let f = MassFormatter(); f.unitStyle = .short; return f.string(fromValue: 1.5, unit: .kilogram) }())
            Text(MassFormatter().string(fromKilograms: 1))
            """)
        #expect(shown == ["18 g", "2 ounces", "1.5kg", "2.205 lb"])
    }

    /// `"\(value, format: …)"`: the style's implicit members are a format style's there too.
    @Test func aFormatStyleInAnInterpolationIsTypedAsInTextsInitializer() throws {
        let shown = try texts(
            #"""
            Text("\(1234.5, format: .currency(code: "USD").precision(.fractionLength(0)))")
            Text("\(0.25, format: .percent)")
            Text("In \(Date(), format: .dateTime.year())")
            """#)
        #expect(shown == ["$1,234", "25%", "In 2001"])
    }

    @Test func anUnsupportedFormatStyleIsAnErrorNotAWrongNumber() throws {
        let errors = sceneErrors(scene(body: "Text(2048.5, format: .number.decimalSeparator(strategy: .always))"))
        #expect(!errors.isEmpty)
    }

    @Test func dateFormatStylesAreFoundationsOwn() throws {
        // The clip's clock starts at 2001-01-01 00:00 UTC.
        #expect(
            try texts("Text(Date(), format: .dateTime.hour())\nText(Date().formatted(date: .abbreviated, time: .omitted))")
                == ["12\u{202F}AM", "Jan 1, 2001"])
    }

    /// `Text("\(value, formatter: f)")` writes what the formatter's `string(for:)` does.
    @Test func aValueInterpolatedWithAFormatterIsWrittenByIt() throws {
        let state = #"""
            let clock: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "HH:mm"
                return f
            }()
            let percent: NumberFormatter = {
                let f = NumberFormatter()
                f.numberStyle = .percent
                return f
            }()
            """#
        #expect(
            try texts(#"Text("\(Date(), formatter: clock)"); Text("Done: \(0.25, formatter: percent)")"#, state: state)
                == ["00:00", "Done: 25%"])
    }

    @Test func dateStylesThatDoNotTickAreWritten() throws {
        #expect(try texts("Text(Date(), style: .time)\nText(Date(), style: .date)") == ["12:00 AM", "January 1, 2001"])
    }

    @Test func markdownInAStringLiteralIsStyledAndAStringVariableIsNot() throws {
        let transactions = try runScene(
            scene(
                body: "VStack { Text(\"**Bold** *it* `code` [link](https://a.b) snake_case\"); Text(plain) }",
                state: "let plain = \"**x**\""))
        let leaves = try #require(transactions.first).tree.nodes.compactMap { node -> TextLeaf? in
            guard case .leaf(let leaf) = node.content else { return nil }
            return leaf.base as? TextLeaf
        }
        #expect(leaves.count == 2)
        let runs = leaves[0].runs
        #expect(runs.map(\.text).joined() == "Bold it code link snake_case")
        #expect(runs.first { $0.text == "Bold" }?.weight == .bold)
        #expect(runs.first { $0.text == "it" }?.italic == true)
        #expect(runs.first { $0.text == "code" }?.design == .monospaced)
        #expect(runs.first { $0.text == "link" }?.foreground != nil)
        #expect(leaves[1].runs.map(\.text) == ["**x**"])
    }

    @Test func aTupleSpreadsOverDollarArgumentsAndSubscriptsHaveNoLabels() throws {
        let shown = try texts(
            "Text(\"\\(zip([1, 2], [3, 4]).map { $0 + $1 })\")\nText(\"\\(Grid2()[1])\")",
            state: "struct Grid2 { var cells = [5, 6]; subscript(i: Int) -> Int { cells[i] } }")
        #expect(shown == ["[4, 6]", "6"])
    }

    /// Byte counts as Foundation writes them (`.byteCount(style:)`, `ByteCountFormatter`),
    /// zero spelt out as Apple's Foundation does, and a scene's own `FormatStyle`.
    @Test func byteCountsAndAScenesOwnFormatStyleWriteTheNumber() throws {
        let shown = try texts(
            """
            Text(Int64(1_500_000), format: .byteCount(style: .file))
            Text(Int64(1_500_000).formatted(.byteCount(style: .memory)))
            Text(ByteCountFormatter.string(fromByteCount: 0, countStyle: .file))
            Text(8.0, format: Half())
            """,
            state: "struct Half: FormatStyle { func format(_ value: Double) -> String { \"half \\(value / 2)\" } }")
        #expect(shown == ["1.5 MB", "1.4 MB", "Zero KB", "half 4.0"])
    }

    /// A number style's rounding rule (to the digits written or an increment), scale and sign.
    @Test func aNumberStyleRoundsScalesAndSignsAsAsked() throws {
        let shown = try texts(
            """
            Text(2048.56, format: .number.sign(strategy: .always()))
            Text(-3.0, format: .number.sign(strategy: .never))
            Text(2.41, format: .number.rounded(rule: .up, increment: 0.5))
            Text(2.46, format: .number.precision(.fractionLength(1)).rounded(rule: .down))
            Text(0.5, format: .number.scale(100))
            """)
        #expect(shown == ["+2,048.56", "3", "2.5", "2.4", "50"])
    }
}
