import FlipbookModel
import Testing

@testable import FlipbookScene

/// Members Swift's protocols and Foundation's classes give ordinary app code.
@Suite struct FoundationMemberTests {
    /// Date's Strideable members and `date -= .random(in:)` (a TimeInterval), the C library's
    /// `modf`, and a number formatter's symbols for infinity and NaN.
    @Test func dateStridesModfAndNumberFormatterSymbols() throws {
        let body = #"""
            let start = Date()
            let later = start.advanced(by: 90)
            var moved = later
            let _ = moved -= .random(in: 10..<11)
            let (whole, fraction) = modf(-2.75)
            let formatter = NumberFormatter()
            let _ = formatter.positiveInfinitySymbol = "too large"
            Text("\(start.distance(to: later)) \(Int(later.timeIntervalSince(moved)))")
            Text("\(whole) \(fraction)")
            Text("\(formatter.string(from: Double.infinity as NSNumber) ?? "") \(formatter.string(from: -Double.infinity as NSNumber) ?? "")")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["90.0 10", "-2.0 -0.75", "too large -∞"])
    }

    /// C's `lround` family: half away from zero, an integer (a colour's hex string).
    @Test func lroundRoundsToAnInteger() throws {
        let body = #"""
            let r: Float = 0.5
            Text("\(lroundf(2.5)) \(lround(-2.5)) \(llround(0.49))")
            Text(String(format: "%02lX%02lX", lroundf(r * 255), lroundf(1 * 255)))
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["3 -3 0", "80FF"])
        #expect(sceneErrors(scene(body: "Text(\"\\(lround(1e30))\")")).first?.message == "lround(_:) of 1e+30 does not fit in an Int")
    }

    /// A locale's currency symbol and separators, a regular expression's replacement (with a
    /// template), and `String.LocalizationValue` (a key, written as itself in en_US).
    @Test func localeSymbolsRegexReplacementAndLocalizationValues() throws {
        let body = #"""
            let locale = Locale.current
            Text("\(locale.currencySymbol ?? "?")\(locale.groupingSeparator ?? "?")\(locale.decimalSeparator ?? "?") \(Locale(identifier: "de_DE").currencySymbol ?? "?")")
            Text("actionAndAdventure".replacingOccurrences(of: #"(?<=[a-z])(?=[A-Z])"#, with: " ", options: .regularExpression))
            Text("2024-05-06".replacingOccurrences(of: #"(\d+)-(\d+)-(\d+)"#, with: "$3/$2/$1", options: .regularExpression))
            Text("a.b".replacingOccurrences(of: ".", with: "-"))
            Text(String(localized: String.LocalizationValue("Welcome")))
            """#
        #expect(
            try runScene(scene(body: body))[0].tree.texts == ["$,. €", "action And Adventure", "06/05/2024", "a-b", "Welcome"])
    }

    /// `NSPredicate(value:)` is its value for every object.
    @Test func aValuePredicateMatchesEverythingOrNothing() throws {
        let body = #"""
            let all = NSPredicate(value: true), none = NSPredicate(value: false)
            Text("\(["a", "b"].filter { all.evaluate(with: $0) }.count) \(["a"].filter { none.evaluate(with: $0) }.count) \(all.predicateFormat)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["2 0 TRUEPREDICATE"])
    }

    /// Foundation's `sorted(using:)` and `sort(using:)` with `KeyPathComparator`s and
    /// `SortDescriptor`s: by each comparator in turn, stable, one or an array of them.
    @Test func sortedUsingKeyPathComparatorsAndSortDescriptors() throws {
        let extra = "struct D { var name: String; var n: Int }"
        let body = #"""
            let ds = [D(name: "a", n: 2), D(name: "b", n: 1), D(name: "c", n: 2)]
            let order = [KeyPathComparator(\D.n), KeyPathComparator(\D.name, order: .reverse)]
            var sorted = ds
            let _ = sorted.sort(using: SortDescriptor(\D.name, order: .reverse))
            Text(ds.sorted(using: order).map(\.name).joined())
            Text(ds.sorted(using: KeyPathComparator(\D.n)).map(\.name).joined())
            Text(sorted.map(\.name).joined())
            Text([3, 1, 2].sorted(by: >).map(String.init).joined())
            """#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["bca", "bac", "cba", "321"])
    }

    /// A scene's own generator passed as `using: &g` draws as Swift does: these are the values
    /// swiftc's build of the same code prints.
    @Test func aScenesOwnRandomGeneratorDrawsAsSwiftDoes() throws {
        let generator = """
            struct G: RandomNumberGenerator {
                var state: UInt64
                mutating func next() -> UInt64 {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return state
                }
            }
            """
        let body = #"""
            var g = G(state: 1)
            let a = Int.random(in: 0..<10, using: &g)
            let b = Int.random(in: 0..<10, using: &g)
            let c = Int.random(in: 0..<10, using: &g)
            let d = Int.random(in: 0..<10, using: &g)
            let shuffled = [1, 2, 3, 4, 5].shuffled(using: &g).map(String.init).joined()
            let coin = Bool.random(using: &g)
            let element = [7, 8, 9].randomElement(using: &g)!
            let e = Int.random(in: -5...5, using: &g)
            Text("\(a) \(b) \(c) \(d) \(shuffled) \(coin) \(element) \(e)")
            """#
        #expect(try runScene(scene(body: body, extra: generator))[0].tree.texts == ["4 5 6 3 41235 true 7 3"])
    }

    @Test func urlComponentsComposeAndParseAsFoundationDoes() throws {
        let body = #"""
            var c = URLComponents(string: "https://api.example.com/search")!
            let _ = c.queryItems = [URLQueryItem(name: "q", value: "red fox"), URLQueryItem(name: "page", value: "2")]
            let parsed = URLComponents(url: URL(string: "http://h.com:8080/a/b?k=v&n=1#top")!, resolvingAgainstBaseURL: false)
            Text(c.url?.absoluteString ?? "nil")
            Text("\(parsed?.host ?? "") \(parsed?.port ?? 0) \(parsed?.path ?? "") \(parsed?.query ?? "") \(parsed?.fragment ?? "")")
            """#
        #expect(
            try runScene(scene(body: body))[0].tree.texts == [
                "https://api.example.com/search?q=red%20fox&page=2", "h.com 8080 /a/b k=v&n=1 top",
            ])
    }

    /// What a preview reads of its process and locale, and a date formatter's names and
    /// templates, as Foundation gives them in en_US.
    @Test func processInfoLocaleAndDateFormatterTemplates() throws {
        let body = #"""
            let formatter = DateFormatter()
            let _ = formatter.setLocalizedDateFormatFromTemplate("ddMMyyyyEEEE")
            let none: String? = Optional<String>.none
            Text(ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] ?? "not a preview")
            Text(ProcessInfo.processInfo.environment["ENV"] ?? "dev")
            Text(Locale.preferredLanguages.first ?? "")
            Text(formatter.veryShortWeekdaySymbols.joined())
            Text(formatter.dateFormat)
            Text(DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: Locale(identifier: "en_US")) ?? "")
            Text(none ?? "none")
            """#
        let texts = try runScene(scene(body: body))[0].tree.texts
        #expect(texts == ["1", "dev", "en-US", "SMTWTFS", "EEEE, MM/dd/yyyy", "h:mm\u{202F}a", "none"], "\(texts)")
    }

    /// Idioms found by trial set 24: a dictionary's `default:` subscript written through, a
    /// `Date` minus an interval, a list format style in `Text(_:format:)`, and a string's
    /// `removeAll(where:)`.
    @Test func everydayCollectionAndDateIdioms() throws {
        let extra = #"""
            func idioms() -> [String] {
                var byLength = [Int: [String]]()
                byLength[4, default: []].append("word")
                byLength[4, default: []].append("kite")
                var counts = [String: Int]()
                for letter in ["a", "b", "a"] { counts[letter, default: 0] += 1 }
                let earlier = Date(timeIntervalSinceReferenceDate: 100) - 90
                var phone = "555-0100"
                phone.removeAll(where: { $0 == "-" })
                return ["\(byLength[4] ?? [])", "\(counts["a"] ?? 0) \(counts["b"] ?? 0)",
                        "\(earlier.timeIntervalSinceReferenceDate)", phone]
            }
            """#
        let body = #"""
            ForEach(idioms(), id: \.self) { Text($0) }
            Text(["Ski", "Lift", "Snowboard"], format: .list(type: .and))
            """#
        let texts = try runScene(scene(body: body, extra: extra))[0].tree.texts
        #expect(texts == ["[\"word\", \"kite\"]", "2 1", "10.0", "5550100", "Ski, Lift, and Snowboard"], "\(texts)")
    }

    @Test func localizedStringsAreTheirKeysAndTheContrastIsStandard() throws {
        let source = #"""
            import SwiftUI
            struct V: View {
                @Environment(\.colorSchemeContrast) var contrast
                var body: some View {
                    Text(NSLocalizedString("Welcome", comment: "greeting"))
                    Text(NSLocalizedString("k.title", tableName: nil, bundle: .main, value: "Title", comment: ""))
                    Text(contrast == .increased ? "high" : "standard")
                }
            }
            #Preview { V() }
            """#
        #expect(try runScene(source)[0].tree.texts == ["Welcome", "Title", "standard"])
    }

    @Test func aStringReplacesASubrangeOfItsCharacters() throws {
        let source = """
            import SwiftUI
            struct V: View {
                @State var text = "Hello"
                var body: some View {
                    Text(text).onAppear {
                        let i = text.index(text.startIndex, offsetBy: 1)
                        text.replaceSubrange(i...i, with: "a")
                        text.replaceSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: 2), with: "Jo")
                    }
                }
            }
            #Preview { V() }
            """
        #expect(try runScene(source).last?.tree.texts == ["Jollo"])
    }

    @Test func aStringComparesItsCharactersAsASequence() throws {
        let body = #"""
            let title = "Home"
            Text("\(title.elementsEqual("Home")) \(title.elementsEqual("Hom")) \(title.starts(with: "Ho")) \(title.starts(with: "ome"))")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["true false true false"])
    }

    @Test func aLocalesCurrencyAndTheDistantDatesAreFoundations() throws {
        let body = #"""
            Text(12.5, format: .currency(code: Locale.current.currency?.identifier ?? "EUR"))
            Text("\(Locale(identifier: "de_DE").currencyCode ?? "-") \(Date.distantPast < Date.now) \(Date.distantFuture > .now)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["$12.50", "EUR true true"])
    }

    @Test func objectWillChangeSendIsAcceptedAndTheChangeShows() throws {
        let source = scene(
            body: """
                Text("\\(model.count) \\(model.other)")
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        model.count += 1
                        model.bump()
                        model.objectWillChange.send()
                    }
                """,
            state: "@StateObject var model = Model()",
            extra: """
                final class Model: ObservableObject {
                    var count = 0 { willSet { objectWillChange.send() } }
                    var other = 0
                    func bump() {
                        self.objectWillChange.send()
                        other += 10
                    }
                }
                """)
        #expect(try runScene(source).map(\.tree.texts) == [["0 0"], ["1 10"]])
    }

    @Test func anErrorsLocalizedDescription() throws {
        let source = scene(
            body: "VStack { Text(Failure.offline.localizedDescription); Text(Described.late.localizedDescription) }",
            extra: """
                enum Failure: Error { case timeout, offline }
                enum Described: LocalizedError {
                    case late
                    var errorDescription: String? { "Too late" }
                }
                """)
        #expect(
            try #require(runScene(source).last).tree.texts == [
                "The operation couldn’t be completed. (Failure error 1.)", "Too late",
            ])
    }

    @Test func staticMembersOfAnArrayExtensionAndNestedSubclasses() throws {
        let source = scene(
            body: "Text(\"\\([Card].preview.count) \\(Card.preview.id) \\([Card].more.count) \\(Screen.Child().shared)\")",
            extra: """
                struct Card { let id: Int }
                extension [Card] { static let preview: [Card] = [Card(id: 0), Card(id: 1)] }
                extension Array where Element == Card { static var more: [Card] { [Card(id: 5)] } }
                extension Card { static let preview: Card = [Card].preview.last! }
                enum Screen {}
                extension Screen {
                    class Base { var shared = "base" }
                    class Child: Base {}
                }
                """)
        #expect(try #require(runScene(source).last).tree.texts == ["2 1 1 base"])
    }

    @Test func scannerReadsStringsNumbersAndHexInTurn() throws {
        let source = scene(
            body: "VStack { Text(hex(\"#FF8000\")); Text(hex(\"zz\")); Text(parts()) }",
            state: """
                func hex(_ s: String) -> String {
                    let scanner = Scanner(string: s)
                    _ = scanner.scanString("#")
                    var rgb: UInt64 = 0
                    let ok = scanner.scanHexInt64(&rgb)
                    return "\\(ok) \\(rgb) \\(scanner.isAtEnd)"
                }
                func parts() -> String {
                    let scanner = Scanner(string: "  12 apples, 3.5 kg")
                    let n = scanner.scanInt()
                    let word = scanner.scanUpToString(",")
                    _ = scanner.scanString(",")
                    let weight = scanner.scanDouble()
                    let unit = scanner.scanCharacter()
                    return "\\(n ?? -1) \\(word ?? "-") \\(weight ?? -1) \\(unit == "k") \\(scanner.isAtEnd)"
                }
                """)
        #expect(
            try #require(runScene(source).last).tree.texts == [
                "true 16744448 true", "false 0 false", "12 apples 3.5 true false",
            ])
    }

    @Test func cacheTimeZoneOffsetsAndKeyboardTypes() throws {
        let source = scene(
            body: "Text(run())",
            state: """
                let cache = NSCache<NSString, NSNumber>()
                var keyboard = UIKeyboardType.numberPad
                func run() -> String {
                    cache.setObject(NSNumber(value: 3), forKey: "a" as NSString)
                    cache.setObject(NSNumber(value: 4), forKey: "b")
                    cache.removeObject(forKey: "b")
                    let zone = TimeZone(secondsFromGMT: -19800)!
                    return "\\(cache.object(forKey: "a")?.intValue ?? -1) \\(cache.object(forKey: "b") == nil) \\(zone.identifier) \\(keyboard == .numberPad)"
                }
                """)
        #expect(try #require(runScene(source).last).tree.texts == ["3 true GMT-0530 true"])
    }

    @Test func anImplicitMemberChainMaySubscriptAndJSONDecodesUUIDs() throws {
        let source = scene(
            body: "Text(\"\\(country.code) \\(decoded())\")",
            state: """
                @State private var country: Country = .all[1]
                func decoded() -> String {
                    let json = #"[{"id": "ef1cc5bb-4785-4d8e-ab98-5712dfa65bd3", "name": "Toast"}]"#
                    let items = try! JSONDecoder().decode([Item].self, from: Data(json.utf8))
                    return items[0].id.uuidString + " " + items[0].name
                }
                """,
            extra: """
                struct Country: Hashable {
                    let code: String
                    static let all: [Country] = [Country(code: "US"), Country(code: "FR")]
                }
                struct Item: Codable { let id: UUID; let name: String }
                """)
        #expect(
            try #require(runScene(source).last).tree.texts == ["FR EF1CC5BB-4785-4D8E-AB98-5712DFA65BD3 Toast"])
    }

    @Test func publishersCombineLatestAndEdgesOfOneAxis() throws {
        let source = scene(
            body: """
                Text("\\(login.valid) \\(edge == .bottom) \\(HorizontalEdge.allCases.count)")
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        login.password = "abcd"
                        login.again = "abcd"
                    }
                """,
            state: """
                @StateObject var login = Login()
                var edge: VerticalEdge = .bottom
                """,
            extra: """
                import Combine
                final class Login: ObservableObject {
                    @Published var password = ""
                    @Published var again = ""
                    @Published var valid = false
                    private var cancellables = Set<AnyCancellable>()
                    init() {
                        Publishers.CombineLatest($password, $again)
                            .map { password, again in !password.isEmpty && password == again }
                            .assign(to: \\.valid, on: self)
                            .store(in: &cancellables)
                    }
                }
                """)
        let transactions = try runScene(source)
        #expect(transactions.first?.tree.texts == ["false true 2"])
        #expect(transactions.last?.tree.texts == ["true true 2"])
    }

    @Test func unicodeScalarsOfCodePointsAndCharacters() throws {
        let source = scene(
            body: "Text(\"\\(String(letters)) \\(text) \\(code) \\(ascii) \\(UnicodeScalar(0xD800) == nil)\")",
            state: """
                let letters = (0..<3).map { Character(UnicodeScalar(65 + $0)!) }
                let text = String(UnicodeScalar(97 + 2) ?? "A")
                let code = "Z".unicodeScalars.first!.value
                let ascii = Character("a").asciiValue ?? 0
                """)
        #expect(try #require(runScene(source).last).tree.texts == ["ABC c 90 97 true"])
    }

    /// `Date(timeInterval:since:)`, and a set made with `NSSet`'s labels (`array:`, `object:`).
    @Test func aDateSinceAnotherAndSetsMadeFromArrays() throws {
        let body = #"""
            let later = Date(timeInterval: 90, since: Date(timeIntervalSinceReferenceDate: 10))
            Text("\(later.timeIntervalSinceReferenceDate) \(Set(array: [1, 2, 2]).count) \(Set<String>(object: "a").count)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["100.0 2 1"])
    }
}

/// Foundation's string search and `Decimal`, and the labels a declared result gives a tuple.
@Suite struct StringSearchAndDecimalTests {
    @Test func rangeOfFindsEachMatchAsCharacterOffsets() throws {
        let body = #"""
            let text = "Hello hello HELLO world"
            let r = text.range(of: "world")!
            let last = text.range(of: "hello", options: [.caseInsensitive, .backwards])!
            Text(text[r])
            Text(String(text[text.startIndex..<r.lowerBound]))
            Text("\(text.distance(from: text.startIndex, to: last.lowerBound)) \(text.range(of: "xyz") == nil)")
            Text("\(text.range(of: "hello", range: text.index(text.startIndex, offsetBy: 1)..<text.endIndex)!.lowerBound)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["world", "Hello hello HELLO ", "12 true", "6"])
    }

    /// Core Graphics' `applying(_:)` of a point, a size and a rectangle (the bounding box of its
    /// turned corners), and `inverted()`, which undoes a transform.
    @Test func geometryAppliesAnAffineTransform() throws {
        let body = #"""
            let turn = CGAffineTransform(rotationAngle: .pi / 2)
            let p = CGPoint(x: 0, y: -100).applying(turn)
            let s = CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3))
            let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(turn.translatedBy(x: 5, y: 0))
            let move = CGAffineTransform(translationX: 7, y: -3).scaledBy(x: 2, y: 2)
            let back = CGPoint(x: 1, y: 2).applying(move).applying(move.inverted())
            Text("\(Int(p.x.rounded())) \(Int(p.y.rounded()))")
            Text("\(Int(s.width)) \(Int(s.height))")
            Text("\(Int(r.minX.rounded())) \(Int(r.minY.rounded())) \(Int(r.width.rounded())) \(Int(r.height.rounded()))")
            Text("\(back.x) \(back.y)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["100 0", "20 60", "-20 5 20 10", "1.0 2.0"])
    }

    @Test func appendingJoinsAStringAndAPathComponent() throws {
        let body = #"Text("https://x.com/a".appending("?w=600") + " " + "dir".appendingPathComponent("file.json"))"#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["https://x.com/a?w=600 dir/file.json"])
    }

    @Test func aSearchLoopCountsEveryMatch() throws {
        let extra = #"""
            func matches(_ term: String, in text: String) -> Int {
                var n = 0
                var searchRange = text.startIndex..<text.endIndex
                while let range = text.range(of: term, options: .caseInsensitive, range: searchRange) {
                    n += 1
                    searchRange = range.upperBound..<text.endIndex
                }
                return n
            }
            """#
        let source = scene(body: #"Text("\(matches("ab", in: "abABxab")) \(matches("z", in: "abc"))")"#, extra: extra)
        #expect(try runScene(source)[0].tree.texts == ["3 0"])
    }

    @Test func decimalIsANumberThatFormatsAsCurrency() throws {
        let extra = """
            struct Order {
                var quantity = 3
                var cost: Decimal {
                    var finalCost = Decimal(quantity) * 2
                    finalCost += Decimal(1) / 2
                    return finalCost
                }
            }
            """
        let body = #"Text(Order().cost, format: .currency(code: "USD"))"#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["$6.50"])
    }

    @Test func anUnlabelledTupleReturnedTakesTheDeclaredLabels() throws {
        let extra = """
            var pairs: [(name: String, count: Int)] {
                var result: [(String, Int)] = []
                result.append(("a", 1))
                result.append(("b", 2))
                return result
            }
            func best() -> (name: String, count: Int) { ("c", 3) }
            """
        let body = #"""
            ForEach(pairs, id: \.name) { item in Text("\(item.name)\(item.count)") }
            Text(best().name)
            """#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["a1", "b2", "c"])
    }
}

/// Types iOS 17 and 18 code stores and names: scroll values, erased gestures, symbol effect
/// repeat behaviours, and Foundation's component setters.
@Suite struct NewerAPITypeTests {
    @Test func scrollGeometryAndPhaseAreTypesAtRest() throws {
        let state = """
            @State private var geometry: ScrollGeometry = .init(contentOffset: .zero, contentSize: .zero, contentInsets: .init(), containerSize: .zero)
            @State private var phase: ScrollPhase = .idle
            """
        let body = #"""
            ScrollView { Text("\(geometry.offsetY) \(phase.isScrolling) \(geometry.visibleRect.width)") }
                .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in geometry = new }
                .onScrollPhaseChange { _, new in phase = new }
            """#
        let extra = "extension ScrollGeometry {\n    var offsetY: CGFloat { contentOffset.y + contentInsets.top }\n}"
        #expect(try runScene(scene(body: body, state: state, extra: extra))[0].tree.texts == ["0.0 false 0.0"])
    }

    @Test func edgeInsetsFromUIKitsDirectionalInsetsAndTheForegroundScene() throws {
        let body = #"""
            let zero = EdgeInsets(.zero)
            let some = EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            let partial = EdgeInsets(top: 5)
            let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            Text("\(zero.top) \(some.leading) \(some.trailing) \(partial.top) \(partial.bottom) \(scene != nil)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["0.0 2.0 4.0 5.0 0.0 true"])
    }

    @Test func anyGestureIsTheGestureItWraps() throws {
        let state = "@State private var taps = 0"
        let extra = """
            extension Root {
                var tap: some Gesture { AnyGesture(TapGesture().onEnded { taps += 1 }) }
            }
            """
        let body = #"Text("taps \(taps)").gesture(tap)"#
        #expect(try runScene(scene(body: body, state: state, extra: extra))[0].tree.texts == ["taps 0"])
    }

    @Test func symbolEffectsTakeIOS18RepeatBehaviours() throws {
        let state = "@State private var beat = false\nlet n = 2"
        let body = #"""
            Image(systemName: "heart.fill").symbolEffect(.bounce, options: .repeat(.periodic).speed(1), value: beat)
            Image(systemName: "heart.fill").symbolEffect(.bounce, options: .repeat(.periodic(2, delay: 0.5)), value: beat)
            Image(systemName: "heart.fill").symbolEffect(.bounce, options: .repeat(.continuous), value: beat)
            Image(systemName: "heart.fill").symbolEffect(.bounce, options: .repeat(3), value: beat)
            Image(systemName: "heart.fill").symbolEffect(.bounce, options: .repeat(n), value: beat)
            Text("ok")
            """#
        #expect(try runScene(scene(body: body, state: state))[0].tree.texts == ["ok"])
    }

    @Test func dateComponentsSetValueAndLocalizedCaseForms() throws {
        let body = #"""
            let calendar = Calendar.current
            var parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSinceReferenceDate: 0))
            let _ = parts.setValue(15, for: .day)
            Text("\(parts.day ?? 0) \(calendar.component(.day, from: calendar.date(from: parts)!))")
            Text("hello world".localizedCapitalized + " " + "Ab".localizedUppercase + "Ab".localizedLowercase)
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["15 15", "Hello World ABab"])
    }
}

@Suite struct DateIntervalTests {
    @Test func iso8601FormatsInUTCAndParsesAnOffset() throws {
        let body = #"""
            let iso = ISO8601DateFormatter()
            let fractional = ISO8601DateFormatter()
            let _ = fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            Text(iso.string(from: Date(timeIntervalSinceReferenceDate: 0)))
            Text(iso.date(from: "2024-03-05T09:30:00+09:00").map { iso.string(from: $0) } ?? "nil")
            Text(fractional.string(from: Date(timeIntervalSinceReferenceDate: 0.25)))
            Text(iso.date(from: "not a date") == nil ? "nil" : "date")
            """#
        #expect(
            try runScene(scene(body: body))[0].tree.texts == [
                "2001-01-01T00:00:00Z", "2024-03-05T00:30:00Z", "2001-01-01T00:00:00.250Z", "nil",
            ])
    }

    @Test func calendarGivesTheWeekAroundADateAsADateInterval() throws {
        let extra = """
            extension Date {
                static var currentWeek: [Date] {
                    let calendar = Calendar.current
                    guard let first = calendar.dateInterval(of: .weekOfMonth, for: .now)?.start else { return [] }
                    return (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: first) }
                }
            }
            """
        let body = #"""
            let month = Calendar.current.dateInterval(of: .month, for: .now)!
            let minute = DateInterval(start: .now, duration: 60)
            Text(Date.currentWeek.map { "\(Calendar.current.component(.day, from: $0))" }.joined(separator: " "))
            Text("\(month.duration / 86400) \(month.contains(.now)) \(minute.end.timeIntervalSince(.now))")
            Text("\(minute.intersection(with: DateInterval(start: .now.addingTimeInterval(30), end: .now.addingTimeInterval(90)))!.duration)")
            """#
        // The clock starts on Monday 2001-01-01, UTC; Gregorian weeks start on Sunday.
        #expect(
            try runScene(scene(body: body, extra: extra))[0].tree.texts == ["31 1 2 3 4 5 6", "31.0 true 60.0", "30.0"])
    }
}

/// Calendar settings and setters found in public code: a week starting on Monday, a time of day
/// set on a date, key-value `setValue(_:forKey:)` on `UserDefaults`, a currency style written as
/// its own type, and an `OpenURLAction` set in the environment.
@Suite struct FoundationSettersTests {
    @Test func aCalendarsFirstWeekdayStartsItsWeeks() throws {
        let extra = """
            var mondayFirst: Calendar {
                var calendar = Calendar.current
                calendar.firstWeekday = 2
                return calendar
            }
            """
        let body = #"""
            let sunday = Calendar.current
            let monday = mondayFirst
            let fromSunday = sunday.dateInterval(of: .weekOfMonth, for: .now)!.start
            let fromMonday = monday.dateInterval(of: .weekOfMonth, for: .now)!.start
            Text("\(sunday.firstWeekday) \(monday.firstWeekday)")
            Text("\(sunday.component(.day, from: fromSunday)) \(monday.component(.day, from: fromMonday))")
            """#
        // The clock starts on Monday 2001-01-01.
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["1 2", "31 1"])
    }

    @Test func aCalendarSetsATimeOfDayOrAComponent() throws {
        let body = #"""
            let nine = Calendar.current.date(bySettingHour: 9, minute: 30, second: 0, of: .now)!
            let noon = Calendar.current.date(bySetting: .hour, value: 12, of: .now)!
            Text("\(nine.timeIntervalSince(.now)) \(noon.timeIntervalSince(.now))")
            Text("\(Calendar.current.date(bySettingHour: 25, minute: 0, second: 0, of: .now) == nil)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["34200.0 43200.0", "true"])
    }

    @Test func userDefaultsTakesSetValueForKey() throws {
        let body = #"""
            let _ = UserDefaults.standard.setValue("kept", forKey: "note")
            Text(UserDefaults.standard.string(forKey: "note") ?? "none")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["kept"])
    }

    @Test func aCurrencyStyleWrittenAsItsTypeFormats() throws {
        let extra = """
            let style: FloatingPointFormatStyle<Double>.Currency = .currency(code: "EUR")
            """
        let body = #"Text(12.5, format: style)"#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["€12.50"])
    }

    @Test func anOpenURLActionInTheEnvironmentHandlesURLs() throws {
        let extra = """
            struct Inner: View {
                @Environment(\\.openURL) private var openURL
                @Binding var opened: String
                var body: some View {
                    Text(opened).onAppear { openURL(URL(string: "https://swift.org")!) }
                }
            }
            """
        let body = #"""
            Inner(opened: $opened)
                .environment(\.openURL, OpenURLAction { url in
                    opened = url.absoluteString
                    return .handled
                })
            """#
        let runs = try runScene(scene(body: body, state: #"@State private var opened = "none""#, extra: extra))
        #expect(runs.last?.tree.texts == ["https://swift.org"])
    }
}

/// Types Swift infers that the scene's code relies on: an untyped array property, a preference
/// key's `Value` from its `defaultValue`, a local `@Namespace`.
@Suite struct InferredDeclarationTypeTests {
    @Test func anUntypedArrayPropertyTypesItsMemberwiseArgument() throws {
        let extra = """
            struct Icon: View {
                var gradient = [Color.blue, Color.purple]
                var body: some View { Text("\\(gradient.count)").foregroundStyle(gradient[0]) }
            }
            """
        let source = scene(body: "Icon(gradient: [.pink])", extra: extra)
        let transaction = try runScene(source)[0]
        #expect(transaction.tree.texts == ["1"])
    }

    @Test func anEmptyArrayCalledAsATypeTypesTheImplicitMembersAssignedLater() throws {
        let extra = """
            struct Post: Identifiable { let id: String; let title: String }
            final class Feed: ObservableObject {
                @Published var posts = [Post]()
                var drafts = [Post]()
                init() {
                    posts = [.init(id: NSUUID().uuidString, title: "a"), .init(id: UUID().uuidString, title: "b")]
                    drafts = [.init(id: "d", title: "c")]
                }
            }
            """
        let body = #"""
            ForEach(feed.posts) { post in Text(post.title) }
            Text(feed.drafts[0].title)
            """#
        let source = scene(body: body, state: "@StateObject private var feed = Feed()", extra: extra)
        #expect(try runScene(source)[0].tree.texts == ["a", "b", "c"])
    }

    @Test func aPreferenceValueTakesTheTypeOfTheKeysDefaultValue() throws {
        let extra = """
            struct ViewFrame: Equatable { var width: CGFloat = 0 }
            struct FrameKey: PreferenceKey {
                static var defaultValue: ViewFrame = .init()
                static func reduce(value: inout ViewFrame, nextValue: () -> ViewFrame) { value = nextValue() }
            }
            """
        let body = #"""
            Text("width \(Int(width))")
                .preference(key: FrameKey.self, value: .init(width: 42))
                .onPreferenceChange(FrameKey.self) { value in width = value.width }
            """#
        let runs = try runScene(scene(body: body, state: "@State private var width: CGFloat = 0", extra: extra))
        #expect(runs.last?.tree.texts == ["width 42"])
    }

    @Test func aNamespaceDeclaredInAPreviewsClosureIsOne() throws {
        let source = """
            import SwiftUI
            struct Play: View {
                var namespace: Namespace.ID
                var body: some View { Circle().matchedGeometryEffect(id: "c", in: namespace).frame(width: 20, height: 20) }
            }
            #Preview {
                @Namespace var namespace
                return Play(namespace: namespace)
            }
            """
        #expect(try runScene(source)[0].tree.nodes.count > 0)
    }
}

/// Initializers Swift finds that a type does not write: one passed by name, a protocol
/// extension's, and Foundation's number conversions.
@Suite struct ImplicitInitializerTests {
    @Test func anInitializerPassedByNameTakesItsArgumentsInOrder() throws {
        let extra = """
            struct Facility: Identifiable { var id: String { name }; let name: String }
            struct Box { let v: Int; init(value: Int) { v = value * 2 } }
            """
        let body = #"""
            ForEach(["x", "y"].map(Facility.init)) { Text($0.name) }
            Text("\([1, 2].map(Box.init).map(\.v))")
            """#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["x", "y", "[2, 4]"])
    }

    @Test func anOptionSetsEmptyInitializerComesFromTheProtocol() throws {
        let extra = """
            struct Opt: OptionSet {
                let rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }
                static let a = Opt(rawValue: 1)
            }
            struct Plain: OptionSet { let rawValue: Int }
            """
        let body = #"""
            Text("\(Opt().rawValue) \(Plain().isEmpty) \(Opt.init().union(.a).rawValue)")
                .redacted(reason: flag ? .placeholder : .init())
            """#
        let source = scene(body: body, state: "@State private var flag = false", extra: extra)
        #expect(try runScene(source)[0].tree.texts == ["0 true 1"])
    }

    @Test func doubleTruncatingAFormattersNumber() throws {
        let body = #"""
            let formatter = NumberFormatter()
            Text("\(Double(truncating: formatter.number(from: "2.5") ?? 0.0))")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["2.5"])
    }

    /// `NSDecimalNumber` (an `NSNumber` subclass in Foundation): from a `Decimal`, a string or
    /// a mantissa, its arithmetic, and a formatter's `string(from:)`.
    @Test func aDecimalNumberIsANumberAFormatterWrites() throws {
        let body = #"""
            let formatter = NumberFormatter()
            let _ = formatter.numberStyle = .currency
            let price = NSDecimalNumber(decimal: 1234.5)
            let tax = NSDecimalNumber(string: "0.1")
            Text("\(formatter.string(from: price) ?? "-") \(price.multiplying(by: tax).doubleValue) \(NSDecimalNumber(mantissa: 25, exponent: -1, isNegative: true)) \(NSDecimalNumber.one.adding(.one))")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["$1,234.50 123.45 -2.5 2"])
    }

    /// `JSONSerialization`: untyped JSON read into dictionaries, arrays, numbers, strings and
    /// truth values (null is nil), and written back with sorted keys; bad JSON throws.
    @Test func jsonSerializationReadsAndWritesUntypedJSON() throws {
        let body = #"""
            let data = Data(#"[{"id": 12, "name": "Pancakes", "score": 4.5, "vegan": true, "tags": null}]"#.utf8)
            let json = try? JSONSerialization.jsonObject(with: data, options: [])
            let first = (json as? [[String: Any]])?.first ?? [:]
            let back = try? JSONSerialization.data(withJSONObject: ["b": 1, "a": [true]], options: [.sortedKeys])
            let bad = try? JSONSerialization.jsonObject(with: Data("{".utf8))
            Text("\(first["id"] as? Int ?? 0) \(first["name"] as? String ?? "") \(first["score"] as? Double ?? 0) \(first["vegan"] as? Bool ?? false) \(first["tags"] == nil) \(String(decoding: back ?? Data(), as: UTF8.self)) \(bad == nil)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == [#"12 Pancakes 4.5 true true {"a":[true],"b":1} true"#])
    }

    /// A string's `remove(at:)` and `insert(_:at:)`; an extension's method and property of one
    /// name (a call with labels is the method); Swift's `max` passed as a function.
    @Test func stringEditsSameNamedMembersAndMaxAsAFunction() throws {
        let extra = """
            extension Date {
                func label(style: String = "medium") -> String { "date-" + style }
                var label: String { label() }
            }
            """
        let body = #"""
            var s = "#FF8800"
            let removed = s.remove(at: s.startIndex)
            let _ = s.insert("x", at: s.startIndex)
            var d: [Int: Double] = [1: 3, 2: 9]
            let _ = d.merge([1: 5, 2: 4], uniquingKeysWith: max)
            Text("\(removed) \(s) \(Date().label) \(Date().label(style: "short")) \(d[1]!) \(d[2]!)")
            """#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["# xFF8800 date-medium date-short 5.0 9.0"])
    }

    /// `Formatter` is the formatters' base class an app extends with shared instances; a date
    /// formatter's `calendar` is kept.
    @Test func anExtensionOfFormatterHoldsSharedFormatters() throws {
        let extra = """
            extension Formatter {
                static let day: DateFormatter = {
                    let f = DateFormatter()
                    f.calendar = Calendar(identifier: .gregorian)
                    f.dateFormat = "yyyy-MM-dd"
                    return f
                }()
                static let decimal: NumberFormatter = {
                    let f = NumberFormatter()
                    f.numberStyle = .decimal
                    return f
                }()
            }
            """
        let body = #"Text("\(Formatter.day.string(from: Date())) \(Formatter.decimal.string(from: 1234.5) ?? "")")"#
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["2001-01-01 1,234.5"])
    }

    /// `NSPredicate(format: "SELF MATCHES %@", pattern)`: the whole text matches the regular
    /// expression (`MATCHES[c]` ignores case). (The other formats: `PredicateFormatTests`.)
    @Test func aMatchesPredicateMatchesTheWholeText() throws {
        let body = #"""
            let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
            let word = NSPredicate(format: "SELF MATCHES[c] %@", "[a-z]+")
            Text("\(email.evaluate(with: "ada@example.com")) \(email.evaluate(with: "ada@example")) \(word.evaluate(with: "Dune")) \(word.evaluate(with: "Dune 2"))")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["true false true false"])
    }

    /// A calendar's `timeZone`: its hours and days are that zone's.
    @Test func aCalendarsTimeZoneShiftsItsComponents() throws {
        let body = #"""
            var tokyo = Calendar.current
            let _ = tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            var india = Calendar(identifier: .gregorian)
            let _ = india.timeZone = TimeZone(secondsFromGMT: 19800)!
            Text("\(Calendar.current.component(.hour, from: Date())) \(tokyo.component(.hour, from: Date())) \(india.component(.minute, from: Date())) \(tokyo.timeZone.identifier)")
            """#
        #expect(try runScene(scene(body: body))[0].tree.texts == ["0 9 30 Asia/Tokyo"])
    }

    /// `Duration.formatted` with a time pattern, as Foundation writes it in en_US.
    @Test func aDurationIsFormattedByItsTimePattern() throws {
        let source = scene(
            body: """
                VStack {
                    Text(d.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2))))
                    Text(d.formatted(.time(pattern: .minuteSecond)))
                    Text(d.formatted())
                    Text(Duration.seconds(3725).formatted(.time(pattern: .hourMinute)))
                    Text(Duration.milliseconds(1500).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 1, fractionalSecondsLength: 2))))
                    Text("\\(d.components.seconds)")
                }
                """, state: "let d: Duration = .seconds(126.4)")
        #expect(try runScene(source)[0].tree.texts == ["02:06", "2:06", "0:02:06", "1:02", "0:01.50", "126"])
    }
}

/// `hashValue` (and `Hasher.finalize()`) are the same in every run: Swift seeds its hashes per
/// process, and a frame must not depend on the process that drew it.
@Suite struct StableHashValueTests {
    @Test func hashValuesAreTheSameInEveryRun() throws {
        let source = scene(
            body: """
                var hasher = Hasher()
                hasher.combine("a")
                hasher.combine(3)
                return VStack {
                    Text("\\("abc".hashValue)")
                    Text("\\(Set([1, 2, 3]).hashValue == Set([3, 2, 1]).hashValue)")
                    Text("\\(hasher.finalize() == hasher.finalize())")
                }
                """)
        #expect(try runScene(source).last?.tree.texts == ["-4120917125518140501", "true", "true"])
    }
}
