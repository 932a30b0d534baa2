import FlipbookModel
import Testing

/// Idioms of Apple's own sample code (Backyard Birds, Food Truck) that ordinary SwiftUI code
/// also writes: module-qualified names, logging, `.none` for an optional, delegating enum
/// initializers, seeded generators' UInt64 draws, StoreKit's sheets at rest.
@Suite struct AppleSampleIdiomTests {
    func texts(_ body: String, extra: String = "") throws -> [String] {
        try runScene(scene(body: body, extra: extra))[0].tree.texts
    }

    @Test func moduleQualifiedNamesAndLoggersWork() throws {
        let extra = """
            import OSLog
            private let logger = Logger(subsystem: "com.example.birds", category: "Data")
            func load() -> Int {
                logger.info("Loaded \\(3, privacy: .public) birds")
                logger.error("none failed")
                os_log("done")
                return Swift.max(3, 2)
            }
            """
        #expect(try texts("Text(\"\\(load())\")", extra: extra) == ["3"])
    }

    /// `self.init(hour:)` in another initializer of an enum, and `self = .day`, typed by the enum.
    @Test func anEnumsInitializerDelegatesAndAssignsACase() throws {
        let extra = """
            enum TimeOfDay {
                case night, day
                init(seconds: Double) { self.init(hour: Int(seconds / 3600)) }
                init(hour: Int) {
                    switch hour {
                    case 6..<20: self = .day
                    default: self = .night
                    }
                }
            }
            """
        #expect(try texts("Text(\"\\(TimeOfDay(seconds: 36000)) \\(TimeOfDay(hour: 2))\")", extra: extra) == ["day night"])
    }

    /// `UInt64(drand48() * 0x1.0p64)` keeps the draw's 64 bits, evaluated once (one draw).
    @Test func aSeededGeneratorsUInt64DrawKeepsItsBits() throws {
        let extra = """
            struct Seeded: RandomNumberGenerator {
                init(seed: Int) { srand48(seed) }
                func next() -> UInt64 { UInt64(drand48() * 0x1.0p64) ^ UInt64(drand48() * 0x1.0p16) }
            }
            """
        let body = #"""
            var g = Seeded(seed: 1)
            let picks = (0..<4).map { _ in Int.random(in: 0..<100, using: &g) }
            Text(picks.map(String.init).joined(separator: " "))
            """#
        // swiftc's build of the same code prints these.
        #expect(try texts(body, extra: extra) == ["4 83 56 18"])
    }

    /// `Task.sleep(nanoseconds: .secondsToNanoseconds(0.5))` of an `extension UInt64`: the
    /// implicit member is a UInt64's.
    @Test func aSleepsNanosecondsAreAUInt64() throws {
        let extra = """
            extension UInt64 {
                static func secondsToNanoseconds(_ seconds: Double) -> UInt64 { UInt64(seconds * 1_000_000_000) }
            }
            """
        let body = """
            Text(done ? "done" : "waiting").task {
                try? await Task.sleep(nanoseconds: .secondsToNanoseconds(0.5))
                done = true
            }
            """
        let transactions = try runScene(scene(body: body, state: "@State var done = false", extra: extra))
        #expect(transactions.first?.tree.texts == ["waiting"])
        #expect(transactions.last?.tree.texts == ["done"])
        #expect(transactions.last.map { abs($0.time - 0.5) < 1e-9 } == true)
    }

    /// `Item.ID` is the type of an `Identifiable` type's `id`; search suggestions are drawn
    /// only while the field is typed in, which a render never does.
    @Test func anIdentifiablesIDAndSearchSuggestions() throws {
        let extra = "struct Item: Identifiable { var id: String }"
        let body = """
            let id: Item.ID = "a"
            let type: Any.Type = Item.ID.self
            Text(id + " \\(type == String.self)").searchSuggestions { Text("suggested") }
            """
        #expect(try texts(body, extra: extra) == ["a true"])
    }

    /// `.listRowInsets(.none)` is nil (Optional's `none`); StoreKit's sheets change nothing
    /// while not presented.
    @Test func noneForAnOptionalAndStoreKitSheetsAtRest() throws {
        let body = """
            List { Text("Row").listRowInsets(.none) }
                .manageSubscriptionsSheet(isPresented: .constant(false))
                .offerCodeRedemption(isPresented: .constant(false))
            """
        #expect(try texts(body) == ["Row"])
        let typed = "let insets: EdgeInsets? = .none\nlet color: Color? = .none\nText(insets == nil && color == nil ? \"nil\" : \"set\")"
        #expect(try texts(typed) == ["nil"])
        let presented = sceneErrors(scene(body: "Text(\"a\").manageSubscriptionsSheet(isPresented: .constant(true))"))
        #expect(presented.first?.message.contains("not supported by Flipbook yet") == true)
    }
}
