import FlipbookModel
import FlipbookScene
import FlipbookSyntax
import Testing

/// The evaluate stage: code and state into a resolved view tree.
@Suite struct EvaluationTests {
    @Test func modifiersAreResolvedInOrder() throws {
        let tree = try runScene(
            scene(
                body: """
                    Text("Hi")
                        .font(.system(size: 30, weight: .bold))
                        .foregroundStyle(.white)
                        .padding(12)
                        .background(RoundedRectangle(cornerRadius: 8).fill(.blue))
                        .opacity(0.5)
                    """))[0].tree
        let text = try #require(tree.roots.first)
        #expect(text.modifiers.count == 3)
        #expect(
            tree.summaries == [
                "Text(\"Hi\") 30pt bold .padding(12) .background(center/center) .opacity(0.5)",
                "ZStack(alignment: center/center) (1 child)",
                "RoundedRectangle(8).fill(#007AFFFF)",
            ])
    }

    @Test func aCompoundAssignmentGoesThroughATypesOwnSubscript() throws {
        // Apple's Food Truck: `result[flavor] += other[flavor]` reads and writes through
        // `subscript(flavor: Flavor) -> Int { get set }`.
        let profile = """
            enum Flavor: CaseIterable { case salty, sweet }
            struct Profile {
                var salty = 0
                var sweet = 0
                subscript(flavor: Flavor) -> Int {
                    get { flavor == .salty ? salty : sweet }
                    set { if flavor == .salty { salty = newValue } else { sweet = newValue } }
                }
                func union(with other: Profile) -> Profile {
                    var result = self
                    for flavor in Flavor.allCases { result[flavor] += other[flavor] * 10 }
                    return result
                }
            }
            """
        let tree = try runScene(
            scene(
                body:
                    #"let p = Profile(salty: 1, sweet: 2).union(with: Profile(salty: 3, sweet: 4)); Text("\(p.salty) \(p.sweet)")"#,
                extra: profile))[0].tree
        #expect(tree.summaries == [#"Text("31 42") 17pt"#])
    }

    @Test func drand48DrawsPOSIXsSequence() throws {
        // The values glibc draws after srand48(1): drand48(), drand48(), then lrand48().
        let tree = try runScene(
            scene(body: #"let _ = srand48(1); Text("\(drand48()) \(drand48()) \(lrand48())")"#))[0].tree
        #expect(tree.summaries == [#"Text("0.041630344771878214 0.45449244472862915 1792756325") 17pt"#])
    }

    @Test func aStringIsASequenceOfCharacters() throws {
        // The SwiftUI Lab's clipped counter splits a number into digits with compactMap.
        let tree = try runScene(
            scene(
                body: #"""
                    VStack {
                        Text("\(String(describing: 1907).compactMap { Int(String($0)) })")
                        Text("\("hello".reduce(0) { $0 + ($1 == "l" ? 1 : 0) }) \("hello".allSatisfy { $0.isLetter })")
                        Text("\("cab".sorted()) \("cab".max()!) \("a b".flatMap { [$0, $0] }.count)")
                    }
                    """#))[0].tree
        #expect(tree.texts == ["[1, 9, 0, 7]", "2 true", #"["a", "b", "c"] c 6"#])
    }

    /// The type written for a variable or a parameter types what is added to it, as Swift's:
    /// an empty array takes `.init(…)` as its element (also through a nested type alias).
    @Test func aWrittenTypeTypesImplicitMembersAddedToAnEmptyArray() throws {
        let tree = try runScene(
            scene(
                body: #"""
                    var xs: [Item] = []
                    let _ = xs.append(.init(a: 1))
                    var ys: NS.Items = []
                    let _ = ys.insert(.init(a: 2), at: 0)
                    let add: (inout NS.Items, Int) -> Void = { (items: inout NS.Items, n: Int) in items.append(.init(a: n)) }
                    let _ = add(&ys, 3)
                    let zs = [4, 5].reduce(into: NS.Items()) { (items: inout NS.Items, n) in items.append(.init(a: n)) }
                    Text("\(xs.map(\.a)) \(ys.map(\.a)) \(zs.map(\.a)) \(f([]).map(\.a))")
                    """#,
                extra: """
                    struct Item { let a: Int }
                    enum NS { typealias Items = [Item] }
                    func f(_ items: [Item]) -> [Item] {
                        var items = items
                        items.append(.init(a: 6))
                        return items
                    }
                    """))[0].tree
        #expect(tree.texts == ["[1] [2, 3] [4, 5] [6]"])
    }

    /// A function or a method used as a value has no argument labels, as in Swift.
    @Test func functionsAndMethodsAsValuesTakeTheirArgumentsInOrder() throws {
        let tree = try runScene(
            scene(
                body: #"""
                    let f = double
                    let m = Maker(scale: 3).make
                    let ms: [(Int) -> Int] = [double, Maker(scale: 5).make]
                    Text("\(f(3)) \(m(2)) \(ms.map { $0(1) })")
                    """#,
                extra: """
                    func double(value: Int) -> Int { value * 2 }
                    struct Maker {
                        let scale: Int
                        func make(configuration: Int) -> Int { configuration * scale }
                    }
                    """))[0].tree
        #expect(tree.texts == ["6 6 [2, 5]"])
    }

    /// A view's property that cannot be called leaves the call to a modifier: one no file
    /// declares is reported as such (so that the app's file declaring it is looked for),
    /// rather than read from a property whose environment has no place yet.
    @Test func callingAPropertyThatIsNotAFunctionIsAMissingModifier() throws {
        let errors = sceneErrors(
            scene(
                body: "Dot().accent(Color.green)",
                extra: """
                    struct Dot: View {
                        @Environment(\\.colorScheme) var accent: ColorScheme
                        var body: some View { Circle() }
                    }
                    """))
        #expect(errors.first?.message == "modifier 'accent' is not supported by Flipbook yet")
    }

    /// UIKit's ways to take a colour apart, as colour-mixing extensions use them: a CGColor's
    /// sRGB `components`, `getRed`, `getHue` and `getWhite` through `inout` arguments, and an
    /// `extension UIColor`'s own method on a UIColor value.
    @Test func aColourIsTakenApartAsUIKitDoes() throws {
        let tree = try runScene(
            scene(
                body: #"""
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, w: CGFloat = 0
                    let _ = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a)
                    let _ = UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
                    let _ = UIColor.white.getWhite(&w, alpha: &a)
                    Text("\(r) \(g) \(b) \(h) \(s) \(v) \(w) \(UIColor.red.mixed(with: .blue).cgColor.components!)")
                    """#,
                extra: """
                    extension UIColor {
                        func mixed(with other: UIColor) -> UIColor {
                            let a = cgColor.components!, b = other.cgColor.components!
                            return UIColor(red: (a[0] + b[0]) / 2, green: (a[1] + b[1]) / 2, blue: (a[2] + b[2]) / 2, alpha: 1)
                        }
                    }
                    """))[0].tree
        #expect(tree.texts == ["0.2 0.4 0.6 0.08333333333333333 1.0 1.0 1.0 [0.5, 0.0, 0.5, 1.0]"])
    }

    /// Forms Swift resolves by its own rules: `Swift.min` is the global even where `self` is a
    /// range with a `min()`, a trailing closure skips a defaulted closure parameter for a later
    /// one that needs it, a method named as a function (`.task(load)`) stays async, and
    /// `rangeOfCharacter(from:)` finds a character of a set.
    @Test func swiftsResolutionRules() throws {
        let source = scene(
            body: #"""
                VStack {
                    Text("\((0.0...1.0).clamp(3)) \(pick { "label" })")
                    Text(status).task(load)
                    Text("\("abc1".rangeOfCharacter(from: .decimalDigits) != nil) \("abc".rangeOfCharacter(from: .decimalDigits) == nil)")
                    Stepper(value: $count, step: 2, onEditingChanged: { _ in }) { Text("n \(count)") }
                    SecureField("", text: $secret) { status = "committed" }
                }
                """#,
            state: """
                @State private var status = "loading"
                @State private var count = 4
                @State private var secret = "x"
                func load() async {
                    try? await Task.sleep(for: .seconds(0.1))
                    status = "loaded"
                }
                """,
            extra: """
                extension ClosedRange where Bound == Double {
                    func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, lowerBound), upperBound) }
                }
                func pick(onChange: () -> Void = {}, label: () -> String) -> String { label() }
                """)
        let texts = try #require(try runScene(source).last).tree.texts
        #expect(texts == ["1.0 label", "loaded", "true true", "n 4", "•"])
    }

    /// `Timer()` is a placeholder that never fires, replaced by a scheduled timer.
    @Test func aPlaceholderTimerIsReplacedByAScheduledOne() throws {
        let source = scene(
            body: """
                Text("\\(ticks)").onAppear {
                    timer.invalidate()
                    timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
                        ticks += 1
                        if ticks == 3 { timer.invalidate() }
                    }
                }
                """,
            state: "@State private var timer = Timer()\n@State private var ticks = 0")
        #expect(try runScene(source).last?.tree.texts == ["3"])
        let error = try #require(
            sceneErrors(scene(body: "let _ = Timer(timeInterval: 1, repeats: true) { _ in }\nText(\"a\")")).first)
        #expect(error.message.hasPrefix("Timer(timeInterval:…) is not supported by Flipbook yet"))
    }

    @Test func aShapeStylesStaticFunctionReachesAGenericParameter() throws {
        // `.linearGradient(colors:…)` for a `some ShapeStyle` parameter keeps its labels.
        let tinted = "func tinted(_ style: some ShapeStyle) -> some View { Rectangle().fill(style) }"
        let tree = try runScene(
            scene(
                body: "tinted(.linearGradient(colors: [.red, .blue], startPoint: .bottom, endPoint: .top))",
                extra: tinted))[0].tree
        #expect(tree.summaries == ["Rectangle.fill(linear(2 stops (0.5, 1)→(0.5, 0)))"])
    }

    @Test func aTypesOwnEqualityMeetsNilThroughOptionalsEquality() throws {
        // Swift compares `item == selected` (a `Pin?` that is nil) with Optional's `==`, which
        // calls `Pin.==` only when both sides hold a value.
        let source = scene(
            body: """
                Text(item == selected ? "same" : item != selected ? "different" : "both")
                """,
            state: """
                let item = Pin(id: 1)
                @State private var selected: Pin? = nil
                """,
            extra: """
                struct Pin {
                    let id: Int
                    static func == (lhs: Pin, rhs: Pin) -> Bool { lhs.id == rhs.id }
                }
                """)
        let tree = try runScene(source)[0].tree
        #expect(tree.summaries.first == "Text(\"different\") 17pt")
    }

    @Test func ifElseBranchesAreDifferentIdentities() throws {
        let source = scene(
            body: """
                if flag {
                    Circle()
                } else {
                    Rectangle()
                }
                """,
            state: "@State private var flag = false")
        let tree = try runScene(source)[0].tree
        #expect(tree.roots.map(\.identity.description) == ["/0/0/F/0"])
    }

    @Test func forEachUsesElementIDs() throws {
        let source = scene(
            body: """
                VStack(spacing: 4) {
                    ForEach(items) { item in
                        Text(item.name)
                    }
                }
                """,
            extra: """
                struct Item: Identifiable {
                    let id: Int
                    var name: String
                }
                let items = [Item(id: 7, name: "seven"), Item(id: 3, name: "three")]
                """)
        let tree = try runScene(source)[0].tree
        let stack = try #require(tree.roots.first)
        #expect(stack.summary == "VStack(alignment: center, spacing: 4) (2 children)")
        #expect(
            tree.printed == """
                /0/0  VStack(alignment: center, spacing: 4) (2 children)
                /0/0/0/[7]/0  Text("seven") 17pt
                /0/0/0/[3]/0  Text("three") 17pt
                """)
    }

    @Test func explicitIDExtendsTheIdentity() throws {
        let tree = try runScene(scene(body: "Color.red.id(\"a\")"))[0].tree
        #expect(tree.roots.first?.identity.description == "/0/0/id(\"a\")")
    }

    @Test func gridStaggerExpressionsEvaluateAsSwiftWould() throws {
        let source = scene(
            body: """
                ForEach(0..<3, id: \\.self) { i in
                    Color(hue: Double(i) / Double(count), saturation: 0.65, brightness: 0.9)
                        .position(x: gap + Double(i % columns) * (cellWidth + gap) + cellWidth / 2,
                                  y: gap + Double(i / columns) * 10)
                }
                """,
            extra: """
                let count = 200
                let columns = 2
                let gap = 16.0
                let cellWidth = (1280.0 - gap * Double(columns + 1)) / Double(columns)
                """)
        let tree = try runScene(source)[0].tree
        // 16 + cell/2 and 16 + cell + 16 + cell/2 with cell = (1280 - 48) / 2; y uses Int division.
        #expect(
            tree.printed == """
                /0/0/[0]/0  #E65050FF .position(x: 324, y: 16)
                /0/0/[1]/0  #E65550FF .position(x: 956, y: 16)
                /0/0/[2]/0  #E65950FF .position(x: 324, y: 26)
                """)
    }

    @Test func computedPropertiesMethodsAndNestedEnums() throws {
        let source = scene(
            body: """
                VStack {
                    face(.front)
                    face(side == .front ? .back : .front)
                    label
                }
                """,
            state: """
                @State private var side = Card.Side.front
                private var label: some View { Text("label") }
                func face(_ which: Card.Side) -> some View {
                    Text(which == .front ? "front" : "back")
                }
                """,
            extra: """
                struct Card {
                    enum Side: String { case front, back }
                }
                """)
        let tree = try runScene(source)[0].tree
        #expect(tree.texts == ["front", "back", "label"])
    }

    @Test func anInitializerAssignsPropertiesThatHaveNoValueYet() throws {
        let source = scene(
            body: "Text(item.name + \" \\(item.size)\")",
            state: "let item = Item(size: 40)",
            extra: """
                struct Item {
                    var size: Double
                    var name: String
                    init(size: Double, name: String = "x") {
                        self.size = size
                        self.name = name
                    }
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["x 40.0"])
    }

    /// Idioms of everyday view code: bindings to members (`$p.x`, `$model.field`), trailing
    /// closures into memberwise closure and `@ViewBuilder` properties, a stored closure called by
    /// name, a class built in a property initializer, both `Button` closure forms, and
    /// `GeometryProxy.size`.
    @Test func everydayIdioms() throws {
        let source = """
            import SwiftUI
            struct Point2 { var x: Double; var y: Double }
            final class Settings: ObservableObject { @Published var volume = 0.2 }
            struct Slider2: View {
                @Binding var value: Double
                var body: some View { Rectangle().frame(width: 100 * value, height: 10) }
            }
            struct Card<Content: View>: View {
                let title: String
                let content: () -> Content
                var body: some View { VStack { Text(title); content() } }
            }
            struct Panel<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { VStack { content } }
            }
            struct Runner: View {
                let action: () -> Void
                var body: some View { Text("run").onAppear { action() } }
            }
            class Counter { var value: Int; init(start: Int) { value = start } }
            struct Root: View {
                @State private var p = Point2(x: 0.5, y: 1)
                @StateObject private var settings = Settings()
                let counter = Counter(start: 4)
                var body: some View {
                    VStack {
                        Slider2(value: $p.x)
                        Slider2(value: $settings.volume)
                        Card(title: "T") { Text("inside") }
                        Panel { Text("panel") }
                        Runner(action: { print("hi") })
                        Text("\\(counter.value)")
                        Button { p.x = 1 } label: { Text("Grow") }
                        Button(action: { p.x = 0.2 }) { Text("Shrink") }
                        GeometryReader { proxy in Text("w \\(Int(proxy.size.width))") }
                    }
                }
            }
            #Preview { Root() }
            """
        let tree = try runScene(source)[0].tree
        #expect(tree.texts == ["T", "inside", "panel", "run", "4", "Grow", "Shrink", "w 400"])
        #expect(tree.printed.contains(".frame(width: 50, height: 10"))  // $p.x read through the binding: 100 × 0.5
        #expect(tree.printed.contains(".frame(width: 20, height: 10"))  // $settings.volume: 100 × 0.2
    }

    @Test func aCustomEnvironmentKeyIsReadAndWritten() throws {
        let source = """
            import SwiftUI
            private struct AccentKey: EnvironmentKey {
                static let defaultValue: Color = .red
            }
            extension EnvironmentValues {
                var accent: Color {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
            }
            struct Swatch: View {
                @Environment(\\.accent) private var accent
                var body: some View { Rectangle().fill(accent).frame(width: 30, height: 30) }
            }
            struct Root: View {
                var body: some View {
                    HStack {
                        Swatch()
                        Swatch().environment(\\.accent, .green)
                    }
                }
            }
            #Preview { Root() }
            """
        let printed = try runScene(source)[0].tree.printed
        #expect(printed.contains("Rectangle.fill(#FF3B30FF)"))  // the key's default
        #expect(printed.contains("Rectangle.fill(#34C759FF)"))  // .environment(\\.accent, .green)
    }

    /// Integer literals take the type of the other operand, not the context's: inside
    /// `Double(…)`, `(i + step) % 50` is Int arithmetic.
    @Test func integerLiteralsTakeTheOtherOperandsType() throws {
        let source = scene(
            body: "Text(\"\\(Double((i + 7) % 5) / 2) \\(Double(10 - i))\")",
            state: "let i = 4")
        #expect(try runScene(source)[0].tree.texts == ["0.5 6.0"])
    }

    /// Foundation's URL parts, and `prefix(while:)`/`drop(while:)` on strings and arrays.
    @Test func urlPartsAndPrefixWhile() throws {
        let source = scene(
            body: """
                VStack {
                    Text("\\(file.lastPathComponent) \\(file.pathExtension) \\(file.deletingLastPathComponent().path) \\(file.deletingPathExtension().lastPathComponent)")
                    Text("\\(web.host ?? "-") \\(web.scheme ?? "-") \\(web.path) \\(URL.documentsDirectory.appending(path: "a.txt").path)")
                    Text("\\(String("abc123".prefix(while: { $0.isLetter }))) \\(String("abc123".drop(while: { $0.isLetter }))) \\([1, 2, 5, 1].prefix(while: { $0 < 3 }).count)")
                }
                """,
            state: """
                let file = URL(filePath: "/a/b/logo.json")
                let web = URL(string: "https://example.com:8080/x/y.png?q=1")!
                """)
        #expect(
            try runScene(source)[0].tree.texts == [
                "logo.json json /a/b logo",
                "example.com https /x/y.png /var/mobile/Containers/Data/Application/00000000-0000-4000-8000-000000000000/Documents/a.txt",
                "abc 123 2",
            ])
    }

    /// `JSONEncoder` writes what Foundation writes (declaration order, nil left out, `/`
    /// escaped; sorted and pretty when asked), and the app's files live in memory for the run.
    @Test func encodingJSONAndFilesInMemory() throws {
        let source = scene(
            body: """
                VStack {
                    Text(String(data: try! JSONEncoder().encode(Note(title: "a/b", tags: [2, 1])), encoding: .utf8)!)
                    Text(saved())
                }
                """,
            extra: """
                struct Note: Codable {
                    var id = 7
                    var title: String
                    var tags: [Int]
                    var note: String? = nil
                    var createdAt = Date(timeIntervalSinceReferenceDate: 1.5)
                }
                func saved() -> String {
                    let url = URL.documentsDirectory.appending(path: "n.json")
                    let before = (try? Data(contentsOf: url)) == nil
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys]
                    encoder.keyEncodingStrategy = .convertToSnakeCase
                    try! encoder.encode(Note(title: "x", tags: [])).write(to: url)
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    let back = try! decoder.decode(Note.self, from: Data(contentsOf: url))
                    return "\\(before) \\(back.id) \\(FileManager.default.fileExists(atPath: url.path)) \\(try! String(contentsOf: url, encoding: .utf8))"
                }
                """)
        #expect(
            try runScene(source)[0].tree.texts == [
                #"{"id":7,"title":"a\/b","tags":[2,1],"createdAt":1.5}"#,
                #"true 7 true {"created_at":1.5,"id":7,"tags":[],"title":"x"}"#,
            ])
    }

    /// A `let` declared without a value, optional or not, is set once in each branch; an app's
    /// own `DispatchQueue(label:)` runs `sync` work at once and `async` work in order.
    @Test func aDeferredLetAndAnAppsOwnQueue() throws {
        let source = scene(
            body: "VStack { Text(name(2) ?? \"none\"); Text(name(9) ?? \"none\"); Text(\"\\(Cache().value(\"a\"))\") }",
            extra: """
                func name(_ day: Int) -> String? {
                    let result: String?
                    switch day {
                    case 1: result = "Monday"
                    case 2: result = "Tuesday"
                    default: result = nil
                    }
                    return result
                }
                final class Cache {
                    private let queue = DispatchQueue(label: "cache", qos: .utility, attributes: .concurrent)
                    private var store: [String: Int] = ["a": 1]
                    func value(_ key: String) -> Int { queue.sync { store[key] ?? 0 } }
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["Tuesday", "none", "1"])
    }

    /// A `Codable` class decodes as its synthesized `init(from:)` would, into an object.
    @Test func aCodableClassDecodesFromJSON() throws {
        let source = scene(
            body: "VStack { ForEach(users) { u in Text(\"\\(u.id) \\(u.name) \\(u.tags.count)\") } }",
            extra: #"""
                final class User: Codable, Identifiable {
                    let id: Int
                    var name: String
                    var tags: [String] = []
                }
                let users = try! JSONDecoder().decode([User].self, from: Data(#"[{"id":1,"name":"Ada","tags":["x"]},{"id":2,"name":"Bo","tags":[]}]"#.utf8))
                """#)
        #expect(try runScene(source)[0].tree.texts == ["1 Ada 1", "2 Bo 0"])
    }

    /// A `UUID` encodes as its `uuidString` (a generated one as numbered), and decodes back.
    @Test func aUUIDEncodesAsItsString() throws {
        let source = scene(
            body: "Text(encoded())",
            extra: """
                struct Person: Codable { var id: UUID; var name: String }
                func encoded() -> String {
                    let fixed = Person(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, name: "Ada")
                    let data = try! JSONEncoder().encode([fixed, Person(id: UUID(), name: "Bo")])
                    let back = try! JSONDecoder().decode([Person].self, from: data)
                    return String(data: data, encoding: .utf8)! + " " + back[0].id.uuidString
                }
                """)
        #expect(
            try runScene(source)[0].tree.texts == [
                #"[{"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","name":"Ada"},{"id":"00000000-0000-4000-8000-000000000001","name":"Bo"}] E621E1F8-C36C-495A-93FC-0C247A3E6E5F"#
            ])
    }

    /// An object held by a top-level `let` or a `static let` is changed through it, as Swift
    /// changes a class instance through a constant reference.
    @Test func objectsHeldByConstantsChangeThroughThem() throws {
        let source = scene(
            body:
                "Text(text).onAppear { log.lines.append(\"a\"); Log.shared.lines.append(\"b\"); text = \"\\(log.lines) \\(Log.shared.lines)\" }",
            state: "@State private var text = \"\"",
            extra: """
                final class Log {
                    static let shared = Log()
                    var lines: [String] = []
                }
                let log = Log()
                """)
        #expect(try runScene(source).last?.tree.texts == [#"["a"] ["b"]"#])
    }

    /// `self.model = Model()` in a view's initializer makes the `@ObservedObject` wrapper, as
    /// Swift does: `$model.isOn` binds into it. (The object is made again whenever the view is,
    /// as in SwiftUI; Flipbook makes views again after every change, so this test reads the
    /// binding rather than changing through it.)
    @Test func anObservedObjectAssignedInAnInitializerHasBindings() throws {
        let source = scene(
            body: "Child(name: \"Load\")",
            extra: """
                final class Model: ObservableObject {
                    @Published var isOn = true
                    let name: String
                    init(name: String) { self.name = name }
                }
                struct Child: View {
                    @ObservedObject var model: Model
                    init(name: String) { self.model = Model(name: name) }
                    var body: some View {
                        let binding: Binding<Bool> = $model.isOn
                        Text(binding.wrappedValue ? "\\(model.name) on" : "off")
                    }
                }
                """)
        #expect(try runScene(source).last?.tree.texts == ["Load on"])
    }

    /// Combine's ends: `Just` and a sequence's publisher finish, `prefix` finishes after its
    /// values, `replaceError` turns a failure into a value, and an offline `dataTaskPublisher`
    /// fails after the subscription, through `tryMap` and `decode`, to `sink`'s completion.
    @Test func combinePublishersEndAndFail() throws {
        let source = scene(
            body: "Text(log.joined(separator: \",\")).onAppear(perform: start)",
            state: """
                @State private var log: [String] = []
                @State private var bag = Set<AnyCancellable>()
                func start() {
                    Just(5).map { $0 * 2 }.sink(receiveCompletion: { if case .finished = $0 { log.append("fin") } }, receiveValue: { log.append("\\($0)") }).store(in: &bag)
                    [1, 2, 3].publisher.prefix(2).sink(receiveCompletion: { _ in log.append("end") }, receiveValue: { log.append("p\\($0)") }).store(in: &bag)
                    Fail<Int, URLError>(error: URLError(.timedOut)).replaceError(with: 0).sink { log.append("r\\($0)") }.store(in: &bag)
                    URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
                        .tryMap { $0.data }
                        .decode(type: [Int].self, decoder: JSONDecoder())
                        .sink(receiveCompletion: { completion in
                            if case .failure(let error) = completion { log.append((error as! URLError).code == .notConnectedToInternet ? "offline" : "?") }
                        }, receiveValue: { _ in log.append("value") })
                        .store(in: &bag)
                }
                """,
            extra: "import Combine")
        #expect(try runScene(source).last?.tree.texts == ["10,fin,p1,p2,end,r0,offline"])
    }

    /// `multicast(subject:)`: subscribers get nothing until `connect()`, then each value once
    /// through the subject; `makeConnectable().autoconnect()` connects at the first subscriber.
    @Test func aMulticastPublisherDeliversOnceConnected() throws {
        let source = scene(
            body: "Text(log.joined(separator: \",\")).onAppear(perform: start)",
            state: """
                @State private var log: [String] = []
                @State private var bag = Set<AnyCancellable>()
                func start() {
                    let source = PassthroughSubject<Int, Never>()
                    let shared = source.multicast(subject: PassthroughSubject<Int, Never>())
                    shared.sink { log.append("a\\($0)") }.store(in: &bag)
                    shared.sink { log.append("b\\($0)") }.store(in: &bag)
                    source.send(0)
                    shared.connect().store(in: &bag)
                    source.send(1)
                    let ticks = PassthroughSubject<Int, Never>()
                    ticks.makeConnectable().autoconnect().sink { log.append("t\\($0)") }.store(in: &bag)
                    ticks.send(2)
                }
                """,
            extra: "import Combine")
        #expect(try runScene(source).last?.tree.texts == ["a1,b1,t2"])
    }

    /// A session made with a configuration is offline too: its task's handler gets the error.
    @Test func aConfiguredSessionFailsOffline() throws {
        let source = scene(
            body: "Text(text).onAppear(perform: start)",
            state: """
                @State private var text = "…"
                func start() {
                    let configuration = URLSessionConfiguration.default
                    configuration.timeoutIntervalForRequest = 10
                    let session = URLSession(configuration: configuration)
                    session.dataTask(with: URL(string: "https://example.com")!) { data, _, error in
                        DispatchQueue.main.async { text = data == nil && error != nil ? "offline \\(Int(session.configuration.timeoutIntervalForRequest))" : "?" }
                    }.resume()
                }
                """)
        #expect(try runScene(source).last?.tree.texts == ["offline 10"])
    }

    /// The standard library's `Result`, built where a completion handler's parameter type says
    /// so, and Combine's `Future`, which promises one.
    @Test func resultsAndFutures() throws {
        let source = scene(
            body: "Text(text).onAppear(perform: start)",
            state: """
                @State private var text = ""
                @State private var bag = Set<AnyCancellable>()
                func load(_ ok: Bool, completion: @escaping (Result<[String], Error>) -> Void) {
                    if ok { completion(.success(["a", "b"])) } else { completion(.failure(URLError(.badURL))) }
                }
                func start() {
                    load(true) { result in
                        if case .success(let items) = result { text += items.joined() }
                    }
                    load(false) { result in text += " \\((try? result.get())?.count ?? -1)" }
                    text += " \\(Result { try JSONDecoder().decode([Int].self, from: Data("[1,2]".utf8)) }.map { $0.count })"
                    Future<Int, Never> { promise in promise(.success(42)) }.map { $0 + 1 }.sink { text += " \\($0)" }.store(in: &bag)
                }
                """,
            extra: "import Combine")
        #expect(try runScene(source).last?.tree.texts == ["ab -1 success(2) 43"])
    }

    /// iOS 16's text-baseline alignments are alignments of a horizontal and a baseline guide;
    /// iOS 17's `toolbarTitleDisplayMode` is the title's display mode.
    @Test func baselineAlignmentsAndToolbarTitleDisplayMode() throws {
        let source = scene(
            body: """
                NavigationStack {
                    Text("A").frame(width: 200, height: 100, alignment: .trailingLastTextBaseline)
                        .navigationTitle("T").toolbarTitleDisplayMode(.inlineLarge).toolbarTitleMenu { Button("x") {} }
                }
                """)
        let printed = try runScene(source)[0].tree.printed
        #expect(printed.contains("alignment: trailing/lastTextBaseline"), "\(printed)")
    }

    /// Foundation's `ComparisonResult` from string and calendar comparisons, the calendar's
    /// symbols, and a `@FocusState` written without a type.
    @Test func comparisonsAndCalendarSymbols() throws {
        let source = scene(
            body: """
                VStack {
                    Text("\\(cal.weekdaySymbols[0]) \\(cal.shortMonthSymbols[11]) \\(cal.compare(now, to: now.addingTimeInterval(60), toGranularity: .hour) == .orderedSame) \\(cal.compare(now, to: now.addingTimeInterval(7200), toGranularity: .hour) == .orderedAscending)")
                    Text("\\(isFocused) \\("b".compare("a") == .orderedDescending) \\("A".caseInsensitiveCompare("a") == .orderedSame) \\(cal.isDateInTomorrow(now.addingTimeInterval(86400)))")
                }
                """,
            state: """
                @FocusState private var isFocused
                let cal = Calendar.current
                let now = Date()
                """)
        #expect(try runScene(source)[0].tree.texts == ["Sunday Dec true true", "false true true true"])
    }

    /// `Float` and `Double` are one type in Flipbook: the same member in an extension of each
    /// is not a redeclaration (the first serves both); twice in one type still is.
    @Test func extensionsOfTwoFloatingPointTypesShareAMemberName() throws {
        let extensions = """
            extension Double { var backing: Double { self } }
            extension Float { var backing: Double { Double(self) } }
            """
        #expect(try runScene(scene(body: "Text(\"\\((2.5).backing)\")", extra: extensions))[0].tree.texts == ["2.5"])
        let twice = "extension Double { var twice: Double { self * 2 } }\nextension Double { var twice: Double { self * 3 } }"
        #expect(sceneErrors(scene(body: "Text(\"a\")", extra: twice)).first?.message == "invalid redeclaration of 'twice'")
    }

    /// `var viewModel: Self.ViewModel`: a type nested in the view (here in an extension), also
    /// for a view nested in another type; `.init(…)` given for it makes one.
    @Test func selfDotANestedTypeIsTheViewsOwn() throws {
        let extra = """
            struct Detail: View {
                @ObservedObject var viewModel: Self.ViewModel
                var body: some View { Text(viewModel.title) }
            }
            extension Detail {
                final class ViewModel: ObservableObject {
                    @Published var title: String
                    init(title: String) { self.title = title }
                }
            }
            enum Screens {
                struct Row: View {
                    let style: Self.Style
                    var body: some View { Text(style.name) }
                    struct Style { var name: String }
                }
            }
            """
        let body = "VStack { Detail(viewModel: .init(title: \"Hello\")); Screens.Row(style: .init(name: \"Row\")) }"
        #expect(try runScene(scene(body: body, extra: extra))[0].tree.texts == ["Hello", "Row"])
    }

    /// `Image` and `Text` are Equatable: `onChange(of: image)` sees a different image only.
    @Test func imagesAndTextsCompareByWhatTheyShow() throws {
        let extra = """
            struct Photo: View {
                @State private var image: Image? = Image(systemName: "star")
                @State private var changes = 0
                var body: some View {
                    Text("\\(changes) \\(Image(systemName: "star") == Image(systemName: "star")) \\(Text("x") == Text("y"))")
                        .onChange(of: image) { _, _ in changes += 1 }
                        .task {
                            image = Image(systemName: "star")
                            try? await Task.sleep(for: .seconds(0.2))
                            image = Image(systemName: "heart")
                        }
                }
            }
            """
        let transactions = try runScene(scene(body: "Photo()", extra: extra))
        #expect(try #require(transactions.last).tree.texts == ["1 true false"])
    }

    /// An initializer that reads a `@State` before the view has a place reads its initial value
    /// (`nil` for an optional without one), as SwiftUI's does.
    @Test func stateReadInAnInitializerIsItsInitialValue() throws {
        let extra = """
            struct Filtered: View {
                @State private var selected: String?
                @State private var count = 3
                let title: String
                init() { title = (selected ?? "All") + " \\(count)" }
                var body: some View { Text(title) }
            }
            """
        #expect(try runScene(scene(body: "Filtered()", extra: extra))[0].tree.texts == ["All 3"])
    }

    /// Declaration errors are bounded as syntax errors are: a thousand copies of a line of 11 000
    /// characters printed for a thousand redeclarations took 3 s.
    @Test func redeclarationsAreCappedWithANote() throws {
        let copies = "struct Copies {\n" + String(repeating: "    let x = 1\n", count: 70) + "}"
        let found = sceneErrors(scene(body: "Text(\"a\")", extra: copies))
        #expect(found.count == SceneParser.maximumErrors + 1)
        #expect(found.prefix(SceneParser.maximumErrors).allSatisfy { $0.message == "invalid redeclaration of 'x'" })
        #expect(found.last?.severity == .note && found.last?.message.contains("19 more") == true)
    }

    /// Food Truck's `FlowLayout.FlowResult.init`: local functions called above where they are
    /// written, which change the initializer's `self`; and `Self` in a protocol extension's
    /// computed property is the conforming type (`Self.imageAssetPrefix`).
    @Test func localFunctionsAndSelfInAProtocolExtension() throws {
        let source = scene(
            body: #"""
                VStack {
                    Text(Rows(count: 5).rows.map(String.init).joined(separator: ","))
                    Text(Glaze(name: "chocolate").id)
                }
                """#,
            extra: """
                struct Rows {
                    var rows: [Int] = []
                    init(count: Int) {
                        var inRow = 0
                        for index in 0..<count {
                            add()
                            if inRow == 2 || index == count - 1 { finish() }
                        }
                        func add() { inRow += 1 }
                        func finish() {
                            rows.append(inRow)
                            inRow = 0
                        }
                    }
                }
                protocol Ingredient { var name: String { get }; static var prefix: String { get } }
                extension Ingredient { var id: String { "\\(Self.prefix)/\\(name)" } }
                struct Glaze: Ingredient {
                    static let prefix = "glaze"
                    var name: String
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["2,2,1", "glaze/chocolate"])
    }

    /// `UIApplication.shared.setStatusBarStyle(_:animated:)`: kept (the canvas has no status bar).
    @Test func theStatusBarStyleIsKept() throws {
        let source = scene(
            body: #"""
                Text(UIApplication.shared.statusBarStyle == .lightContent ? "light" : "default")
                    .onAppear { UIApplication.shared.setStatusBarStyle(.lightContent, animated: true) }
                """#)
        let transactions = try runScene(source)
        #expect(transactions.first?.tree.texts == ["default"])
    }

    /// A scene's own `Sequence` (`makeIterator()` and an iterator's `next()`) is iterated by
    /// `for … in` and answers a collection's methods and properties it does not declare.
    @Test func aScenesOwnSequenceIsIteratedAndMapped() throws {
        let source = scene(
            body: #"""
                Text(countdown.map { "\($0)" }.joined(separator: " ") + " | \(countdown.count) | \(sum)")
                """#,
            state: """
                let countdown = Countdown(start: 3)
                var sum: Int {
                    var total = 0
                    for n in countdown { total += n }
                    return total
                }
                """,
            extra: """
                struct Countdown: Sequence {
                    let start: Int
                    func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
                }
                struct CountdownIterator: IteratorProtocol {
                    var current: Int
                    mutating func next() -> Int? {
                        guard current > 0 else { return nil }
                        defer { current -= 1 }
                        return current
                    }
                }
                """)
        #expect(try runScene(source).first?.tree.texts == ["3 2 1 | 3 | 6"])
    }

    /// Core Graphics' rectangle algebra: `intersection` (null when the two do not meet),
    /// `union`, `contains(_:)` of a rectangle.
    @Test func rectanglesIntersectAndUnite() throws {
        let source = scene(
            body: #"""
                let a = CGRect(x: 0, y: 0, width: 100, height: 50)
                let b = CGRect(x: 60, y: 20, width: 100, height: 100)
                let c = CGRect(x: 500, y: 500, width: 1, height: 1)
                let i = a.intersection(b)
                let u = a.union(b)
                Text("\(Int(i.minX)) \(Int(i.width)) \(Int(i.height)) \(a.intersection(c).isNull) \(Int(u.width)) \(Int(u.height)) \(u.contains(a))")
                """#)
        #expect(try runScene(source).first?.tree.texts == ["60 40 30 true 160 120 true"])
    }

    /// A wrapper's initial value given as its attribute's `wrappedValue:` argument.
    @Test func aWrappersInitialValueInItsAttribute() throws {
        let source = scene(
            body: #"""
                Text("\(Int(offset)) \(count) \(name)")
                """#,
            state: """
                @ScaledMetric(wrappedValue: 32, relativeTo: .body) private var offset: Double
                @State(wrappedValue: 7) private var count: Int
                @AppStorage(wrappedValue: "guest", "name") private var name: String
                """)
        #expect(try runScene(source).first?.tree.texts == ["32 7 guest"])
    }

    /// An empty collection's `max(by:)` is nil, and `?? .zero` takes the element's type (a
    /// local's type, when the function it came from declares it).
    @Test func anEmptyCollectionsExtremeIsNilAndItsDefaultTakesTheElementType() throws {
        let source = scene(
            body: #"""
                let tallest = frames.max { $0.maxY < $1.maxY } ?? .zero
                let lowest = frames.min(by: { $0.minY < $1.minY }) ?? .zero
                let laidOut = layout()
                let last = laidOut.max { $0.maxY < $1.maxY } ?? .zero
                Text("\(Int(tallest.height)) \(Int(lowest.width)) \(Int((frames.first ?? .zero).minX)) \(Int(last.maxY))")
                """#,
            state: """
                var frames: [CGRect] = []
                func layout() -> [CGRect] { [] }
                """)
        #expect(try runScene(source).first?.tree.texts == ["0 0 0 0"])
    }

    /// `UnitCurve.value(at:)` (clamped to 0…1) and `Spring.value(fromValue:toValue:…)`, as a
    /// text renderer computes its own timing with them.
    @Test func unitCurvesAndSpringsGiveTheirValues() throws {
        let source = scene(
            body: #"""
                Text([
                    UnitCurve.linear.value(at: 1.5), UnitCurve.easeInOut.value(at: 0.5), UnitCurve.easeIn.value(at: 0.25),
                    UnitCurve.circularEaseIn.value(at: 0.6),
                    Spring(duration: 0.5, bounce: 0).value(fromValue: 0, toValue: 10, initialVelocity: 0, time: 0),
                    Spring(duration: 0.5, bounce: 0).value(fromValue: 0, toValue: 10, initialVelocity: 0, time: 5),
                ].map { String(format: "%.4f", $0) }.joined(separator: " "))
                """#)
        // easeIn (0.42, 0, 1, 1) at x 0.25: y 0.0935; circular ease-in at 0.6: 1 - 0.8.
        #expect(try runScene(source).first?.tree.texts == ["1.0000 0.5000 0.0935 0.2000 0.0000 10.0000"])
    }

    /// The keyboard-dismissing extension: `sendAction(#selector(…), to: nil, from: nil, for:
    /// nil)` finds no first responder in a render, and says so with `false`.
    @Test func anActionSentUpTheResponderChainFindsNoResponder() throws {
        let source = scene(
            body: #"""
                Text(UIApplication.shared.endEditing() ? "handled" : "not handled")
                """#,
            extra: """
                extension UIApplication {
                    func endEditing() -> Bool {
                        sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    }
                }
                """)
        #expect(try runScene(source).first?.tree.texts == ["not handled"])
    }

    /// A `@ViewBuilder` function that returns `Text` (or `Image`) gives that view, which an
    /// extension of the type takes (`buildBlock(_:)` of one view returns it).
    @Test func aViewBuilderFunctionOfOneTextIsAText() throws {
        let source = scene(
            body: """
                label().twice()
                """,
            extra: """
                extension Text {
                    func twice() -> some View { VStack { self.bold(); self } }
                }
                extension Root {
                    @ViewBuilder func label() -> Text {
                        Bool.random() ? Text("a") : Text("a")
                    }
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["a", "a"])
    }

    /// `Namespace().wrappedValue`, as previews pass a namespace to a view: a new namespace each
    /// time, which `matchedGeometryEffect` takes.
    @Test func aNamespaceMadeForAPreview() throws {
        let source = scene(
            body: """
                Card(space: Namespace().wrappedValue)
                """,
            extra: """
                struct Card: View {
                    let space: Namespace.ID
                    var body: some View {
                        Text("card").matchedGeometryEffect(id: "card", in: space)
                    }
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["card"])
    }

    /// An `@AppStorage` value's binding reads the default until something writes it, and a
    /// write through it is what the property reads after.
    @Test func anAppStorageBindingBeforeAnyWrite() throws {
        let source = scene(
            body: """
                VStack {
                    Text(isOn ? "on" : "off")
                    Switcher(isOn: $isOn)
                }
                """,
            state: #"@AppStorage("isOn") private var isOn = false"#,
            extra: """
                struct Switcher: View {
                    @Binding var isOn: Bool
                    var body: some View {
                        Text(isOn ? "bound on" : "bound off").task {
                            try? await Task.sleep(for: .seconds(1))
                            isOn = true
                        }
                    }
                }
                """)
        let transactions = try runScene(source)
        #expect(transactions.first?.tree.texts == ["off", "bound off"])
        #expect(transactions.last?.tree.texts == ["on", "bound on"])
    }

    /// An unlabelled trailing closure goes to a defaulted closure parameter when a labelled
    /// trailing closure fills the later one (Swift's forward scan, SE-0286).
    @Test func anUnlabelledTrailingClosureBeforeALabelledOne() throws {
        let source = scene(
            body: #"""
                VStack {
                    Text(pop(shown: true) { "dismissed" } content: { "content" })
                    Text(pop(shown: true) { "content only" })
                }
                """#,
            extra: """
                func pop(shown: Bool, onDismiss: () -> String = { "none" }, content: () -> String) -> String {
                    "\\(onDismiss()) + \\(content())"
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["dismissed + content", "none + content only"])
    }

    /// Forms of set 11's public code: the number types' and `String`'s empty initializers,
    /// `String(stringLiteral:)`, iOS 17's `Toggle(_:systemImage:isOn:)`, the format `%D`, `Scanner.scanLocation`.
    @Test func emptyInitializersAndASymbolToggle() throws {
        let source = scene(
            body: #"""
                VStack {
                    Text("\(TimeInterval()) \(Int()) [\(String())] \(String(stringLiteral: "lit"))")
                    Toggle("Sound", systemImage: "speaker", isOn: .constant(true))
                    Text(String(format: "%02D:%02d", 3, 7))
                    Text("\(hexValue("#ff8000"))")
                }
                """#,
            extra: """
                func hexValue(_ hex: String) -> UInt64 {
                    let scanner = Scanner(string: hex)
                    scanner.scanLocation = 1
                    var value: UInt64 = 0
                    scanner.scanHexInt64(&value)
                    return value
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["0.0 0 [] lit", "Sound", "03:07", "16744448"])
    }

    /// `ForEach($items) { $item in … }`: `item` reads and writes through the element's binding.
    @Test func aBindingClosureParameterWritesThroughItsBinding() throws {
        let source = scene(
            body: """
                VStack {
                    ForEach($items) { $item in
                        Text(item.name).onAppear { item.name += "!" }
                    }
                }
                """,
            state: #"@State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]"#,
            extra: "struct Item: Identifiable { let id: Int; var name: String }")
        #expect(try runScene(source).last?.tree.texts == ["a!", "b!"])
    }

    /// `@Bindable var settings = store` in a body: `$settings.name` binds to the object's
    /// property, and a child that writes through it changes the object.
    @Test func aLocalBindableMakesBindingsToTheObject() throws {
        let source = scene(
            body: """
                @Bindable var settings = store
                Child(name: $settings.name)
                """,
            state: "@State private var store = Settings()",
            extra: """
                @Observable final class Settings { var name = "before" }
                struct Child: View {
                    @Binding var name: String
                    var body: some View { Text(name).onAppear { name = "after" } }
                }
                """)
        #expect(try runScene(source).last?.tree.texts == ["after"])
    }

    /// An `@autoclosure` argument runs when the callee calls it, as often as it does, and not
    /// when the callee does not (the conditional-modifier extension of public code).
    @Test func autoclosureArgumentsRunWhenCalled() throws {
        let source = scene(
            body: #"""
                VStack {
                    Text("\(repeated(next(), times: 3)) \(repeated(next(), times: 0)) \(counter.calls)")
                        .if(2 > 1) { content in VStack { content; Text("transformed") } }
                }
                """#,
            state: "let counter = Counter()",
            extra: """
                final class Counter { var calls = 0 }
                extension Root {
                    func next() -> Int { counter.calls += 1; return counter.calls }
                }
                func repeated(_ value: @autoclosure () -> Int, times: Int) -> [Int] {
                    (0..<times).map { _ in value() }
                }
                extension View {
                    @ViewBuilder func `if`<Content: View>(_ condition: @autoclosure () -> Bool, transform: (Self) -> Content) -> some View {
                        if condition() { transform(self) } else { self }
                    }
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["[1, 2, 3] [] 3", "transformed"])
    }

    /// Forms of set 10's public code: an `@ObservedObject` with a default beside an `init` that
    /// does not set it, an extension's `Task.sleep(seconds:)` calling Swift's own
    /// `Task.sleep(nanoseconds:)`, an unlabelled trailing closure after defaulted unlabelled
    /// parameters, `SwiftUI.Color` where the file declares its own `Color`, `min(.zero, x)`.
    @Test func formsOfPublicCode() throws {
        let source = scene(
            body: #"""
                VStack {
                    Text("\(model.count) \(label) \(min(.zero, -2.5)) \(tapped)")
                    Color()
                }
                .task {
                    try? await Task.sleep(seconds: 0.5)
                    label = "slept"
                }
                .task { tap { tapped = true } }
                """#,
            state: """
                @ObservedObject private var model = Model()
                @State private var label = "awake"
                @State private var tapped = false
                init() {}
                func tap(_ animation: Animation? = .bouncy, _ haptic: Bool = true, _ action: () -> Void) { action() }
                """,
            extra: """
                final class Model: ObservableObject { @Published var count = 3 }
                extension Task where Success == Never, Failure == Never {
                    static func sleep(seconds: Double) async throws {
                        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                    }
                }
                struct Color: View {
                    var tint = SwiftUI.Color.red
                    var body: some View { Text("own").foregroundColor(tint) }
                }
                """)
        let transactions = try runScene(source)
        #expect(transactions[0].tree.texts == ["3 awake -2.5 false", "own"])
        #expect(try #require(transactions.last).tree.texts == ["3 slept -2.5 true", "own"])
    }

    /// `SwiftUI.Section(…)` and `SwiftUI.Image(…)` are SwiftUI's views where the app declares a
    /// type of that name, at the top level or nested in the type the call is written in.
    @Test func aModuleQualifiedCallReachesSwiftUIsViewWhereTheAppDeclaresItsName() throws {
        let source = scene(
            body: #"""
                List {
                    SwiftUI.Section("Shelf") { Text("\(Section.allCases.count)") }
                    Book.Image()
                }
                """#,
            extra: """
                enum Section: CaseIterable { case readMe, finished }
                struct Book {
                    struct Image: View {
                        var body: some View { SwiftUI.Image(systemName: "book").resizable().frame(width: 20, height: 20) }
                    }
                }
                """)
        let summaries = try runScene(source)[0].tree.summaries
        // The section's header is drawn as a section's, in the footnote size.
        #expect(summaries.contains { $0.hasPrefix("Text(\"Shelf\") 13pt") })
        #expect(summaries.contains { $0.contains("Text(\"2\")") })
        #expect(summaries.contains { $0.contains("book") })
    }

    /// An app's type named like one the prelude declares (`enum EditMode`) is the app's in the
    /// app's code; the prelude's own code (a navigation stack's edit mode) keeps SwiftUI's.
    @Test func anAppTypeNamedLikeAPreludeTypeLeavesThePreludesCodeAlone() throws {
        let source = scene(
            body: #"NavigationStack { List { Text(mode == .build ? "build" : "quit") }.toolbar { EditButton() } }"#,
            state: "@State private var mode: EditMode = .build",
            extra: "enum EditMode { case build, quit }")
        let texts = try runScene(source)[0].tree.texts
        #expect(texts.contains("build") && texts.contains("Edit"), "\(texts)")
    }

    /// A function passed by name where a builder closure is expected is the builder's one
    /// component: `.toolbar(content: EditButton.init)` has an Edit button.
    @Test func anInitializerPassedAsBuilderContentIsItsOneComponent() throws {
        let source = scene(body: "NavigationStack { Text(\"x\").toolbar(content: EditButton.init) }")
        let texts = try runScene(source)[0].tree.texts
        #expect(texts.contains("Edit"), "\(texts)")
    }

    /// More of set 10: `.preference(key:value: .init(…))` builds the key's `Value`, a font of
    /// size 0 (a dimension not measured yet) and a corner radius of `.infinity` are accepted,
    /// and `UIAccessibility.isReduceMotionEnabled` is off.
    @Test func moreFormsOfPublicCode() throws {
        let source = scene(
            body: #"""
                VStack {
                    Text("\(board.width) \(UIAccessibility.isReduceMotionEnabled)")
                        .font(.system(size: 0.7 * board.width))
                    RoundedRectangle(cornerRadius: .infinity).cornerRadius(.infinity)
                }
                .preference(key: BoardKey.self, value: .init(width: 12))
                .onPreferenceChange(BoardKey.self) { board = $0 }
                """#,
            state: "@State private var board = BoardKey.Board()",
            extra: """
                struct BoardKey: PreferenceKey {
                    typealias Value = Board
                    struct Board: Equatable { var width: Double = 0 }
                    static var defaultValue = Board()
                    static func reduce(value: inout Board, nextValue: () -> Board) { value = nextValue() }
                }
                """)
        let transactions = try runScene(source)
        #expect(transactions[0].tree.texts == ["0.0 false"])
        #expect(try #require(transactions.last).tree.texts == ["12.0 false"])
    }

    /// A binding to an array is a collection of bindings to its elements: `$items.enumerated()`
    /// and `$items.indices` reach each element, and writing through one changes the array.
    @Test func aBindingToAnArrayIsACollectionOfElementBindings() throws {
        let source = scene(
            body: """
                Text(values.map(String.init).joined(separator: ","))
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        $values.enumerated().forEach { index, value in value.wrappedValue = index * 10 }
                        let count = $values.count
                        values.append(count)
                    }
                """, state: "@State private var values = [7, 8, 9]")
        let transactions = try runScene(source)
        #expect(transactions[0].tree.texts == ["7,8,9"])
        #expect(try #require(transactions.last).tree.texts == ["0,10,20,3"])
    }

    /// A parent object forwarding its child's `objectWillChange` with `sink` (the usual nested
    /// `ObservableObject` pattern) runs, and a change to the child updates the view.
    @Test func aParentForwardsItsChildsChangesWithSink() throws {
        let source = scene(
            body: """
                Text("n = \\(model.child.n)")
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        model.child.n += 1
                    }
                """, state: "@StateObject private var model = Parent()",
            extra: """
                import Combine
                class Child: ObservableObject { @Published var n = 0 }
                class Parent: ObservableObject {
                    let child = Child()
                    var bag = Set<AnyCancellable>()
                    init() { child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag) }
                }
                """)
        let transactions = try runScene(source)
        #expect(transactions[0].tree.texts == ["n = 0"])
        #expect(try #require(transactions.last).tree.texts == ["n = 1"])
    }

    /// `for value in $values`: the loop gets a binding to each element, and writing through it
    /// changes the array.
    @Test func aForLoopOverABindingGetsElementBindings() throws {
        let source = scene(
            body: """
                Text(values.map(String.init).joined(separator: ","))
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        for value in $values { value.wrappedValue.toggle() }
                    }
                """, state: "@State private var values = [false, true, false]")
        #expect(try #require(try runScene(source).last).tree.texts == ["true,false,true"])
    }

    /// A static optional variable without an initial value starts as nil, as in Swift (a
    /// provider's `@State static var selected: Int?`).
    @Test func aStaticOptionalVariableStartsAsNil() throws {
        let source = """
            import SwiftUI
            struct Pick: View {
                @Binding var selected: Int?
                var body: some View { Text(selected == nil ? "none" : "picked") }
            }
            struct Pick_Previews: PreviewProvider {
                @State static var selected: Int?
                static var cache: [String]?
                static var previews: some View { VStack { Pick(selected: $selected); Text(cache == nil ? "empty" : "full") } }
            }
            """
        #expect(try runScene(source)[0].tree.texts == ["none", "empty"])
        // `Self.$selected`, qualified, is the same binding.
        let qualified = source.replacingOccurrences(of: "Pick(selected: $selected)", with: "Pick(selected: Self.$selected)")
        #expect(try runScene(qualified)[0].tree.texts == ["none", "empty"])
        let constant = """
            import SwiftUI
            struct V: View {
                static let limit: Int?
                var body: some View { Text("\\(V.limit ?? 0)") }
            }
            #Preview { V() }
            """
        #expect(sceneErrors(constant).map(\.message).contains("static property 'limit' needs an initial value"))
    }

    /// `@Environment(\.controlSize)` reads what `.controlSize(_:)` above set, else `.regular`.
    @Test func theControlSizeIsReadFromTheEnvironment() throws {
        let source = scene(
            body: """
                VStack {
                    SizeLabel().controlSize(.large)
                    SizeLabel()
                }
                """,
            extra: """
                struct SizeLabel: View {
                    @Environment(\\.controlSize) private var size
                    var body: some View {
                        switch size {
                        case .large: Text("large")
                        case .regular: Text("regular")
                        default: Text("other")
                        }
                    }
                }
                """)
        #expect(try runScene(source)[0].tree.texts == ["large", "regular"])
    }

    /// Swift types what the code leaves implicit from what is around it: a dictionary key
    /// written `.trending` is a case of the key type, a protocol requirement is the protocol
    /// extension's implementation, and a literal branch of a choice takes the other's type.
    @Test func implicitKeysDefaultImplementationsAndLiteralBranches() throws {
        let source = """
            import SwiftUI
            enum Section: String, CaseIterable { case trending = "Trending", comedy = "Comedy" }
            protocol Badged { func badge(for rank: String) -> String }
            extension Badged { func badge(for rank: String) -> String { "[" + rank + "]" } }
            struct V: View, Badged {
                @State private var rows: [Section: [String]] = [:]
                var progress: CGFloat = 2
                var body: some View {
                    let clamped = progress > 1 ? 1 : (progress < 0 ? 0 : progress)
                    Text("\\(rows[.trending]?.count ?? 0) \\(badge(for: "gold")) \\(clamped * 0.5)")
                        .onAppear { rows[.trending] = ["a", "b"] }
                }
            }
            #Preview { V() }
            """
        let transactions = try runScene(source)
        #expect(transactions.last?.tree.texts == ["2 [gold] 0.5"])
    }

    /// `case Award.Rank.gold:` on a String compares with that static constant of the written
    /// type (an expression pattern), not with a case of String.
    @Test func aQualifiedStaticConstantIsAnExpressionPattern() throws {
        let source = """
            import SwiftUI
            struct Award {
                struct Rank { static let gold = "gold"; static let teal = "teal" }
            }
            func label(for rank: String) -> String {
                switch rank {
                case Award.Rank.gold: return "G"
                case Award.Rank.teal: return "T"
                default: return "-"
                }
            }
            #Preview { Text(label(for: "teal") + label(for: "gold") + label(for: "x")) }
            """
        #expect(try runScene(source)[0].tree.texts == ["TG-"])
    }

    /// `[T]()` names a type: a generic function's parameter, the `Element` of an extension of
    /// `Array`, a `Key` of one of `Dictionary`.
    @Test func anArrayOfAGenericParameterIsMadeInGenericCode() throws {
        let source = """
            import SwiftUI
            func repeated<T>(_ value: T, _ n: Int) -> [T] {
                var result = [T]()
                for _ in 0..<n { result.append(value) }
                return result
            }
            extension Array {
                func chunked(into size: Int) -> [[Element]] {
                    var chunks = [[Element]]()
                    var index = 0
                    while index < count {
                        chunks.append(Array(self[index..<Swift.min(index + size, count)]))
                        index += size
                    }
                    return chunks
                }
            }
            extension Dictionary {
                func keyList() -> [Key] { var keys = [Key](); for (key, _) in self { keys.append(key) }; return keys }
            }
            #Preview { Text("\\(repeated("a", 3).joined()) \\([1, 2, 3, 4, 5].chunked(into: 2).count) \\(["k": 1].keyList())") }
            """
        #expect(try runScene(source)[0].tree.texts == [#"aaa 3 ["k"]"#])
    }

    /// Each preview may declare its own local `struct PreviewWrapper`, as Swift scopes local
    /// types to their block; its references in that block mean it.
    @Test func twoPreviewsDeclareLocalTypesOfTheSameName() throws {
        let source = """
            import SwiftUI
            struct Switch: View {
                @Binding var on: Bool
                var body: some View { Text(on ? "on" : "off") }
            }
            #Preview("On") {
                struct PreviewWrapper: View {
                    @State var on = true
                    var body: some View { Switch(on: $on) }
                }
                return PreviewWrapper()
            }
            #Preview("Off") {
                struct PreviewWrapper: View {
                    @State var on = false
                    var body: some View { Switch(on: $on) }
                }
                return PreviewWrapper()
            }
            """
        #expect(try runScene(source, preview: 0)[0].tree.texts == ["on"])
        #expect(try runScene(source, preview: 1)[0].tree.texts == ["off"])

        let functions = """
            import SwiftUI
            struct Row: View { var body: some View { Text("top") } }
            func first() -> some View {
                struct Row: View { var body: some View { Text("A") } }
                return Row()
            }
            func second() -> some View {
                struct Row: View { var body: some View { Text("B") } }
                return Row()
            }
            #Preview { VStack { first(); second(); Row() } }
            """
        #expect(try runScene(functions)[0].tree.texts == ["A", "B", "top"])
    }

    /// `extension PreviewProvider { static var dev … }`: the providers' previews see it bare,
    /// as Swift's static members of a protocol extension (the `dev.course` pattern).
    @Test func aPreviewProviderSeesItsProtocolExtensionsStatics() throws {
        let source = """
            import SwiftUI
            struct Course { let title: String }
            final class DeveloperPreview { static let instance = DeveloperPreview(); let course = Course(title: "Design") }
            extension PreviewProvider { static var dev: DeveloperPreview { DeveloperPreview.instance } }
            struct CourseRow: View { let course: Course; var body: some View { Text(course.title) } }
            struct CourseRow_Previews: PreviewProvider { static var previews: some View { CourseRow(course: dev.course) } }
            """
        #expect(try runScene(source)[0].tree.texts == ["Design"])
    }
}
