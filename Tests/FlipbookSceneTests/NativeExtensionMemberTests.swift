import FlipbookModel
import FlipbookScene
import Testing

/// Members an app's extension adds to SwiftUI's types, beside the types' own.
@Suite struct NativeExtensionMemberTests {
    /// `extension Color { static func gray(_:) }`: a call is the app's method; `Color.gray` and
    /// `.gray` without a call are still SwiftUI's colour, as Swift picks between them.
    @Test func anExtensionsStaticMethodLeavesTheTypesPropertyOfItsName() throws {
        let tree = try runScene(
            scene(
                body: """
                    VStack {
                        Rectangle().fill(Color.gray(0.85))
                        Rectangle().fill(flag ? Color.gray : .clear)
                        Circle().fill(flag ? .gray : .clear)
                    }
                    """,
                state: "var flag = true",
                extra: """
                    extension Color {
                        static func gray(_ brightness: CGFloat) -> Color { Color(hue: 0, saturation: 0, brightness: brightness) }
                    }
                    """))[0].tree
        let fills = tree.summaries.filter { $0.contains(".fill(") }
        #expect(fills.count == 3)
        #expect(fills[0].contains("#D9D9D9FF"), "\(fills)")
        #expect(fills[1].contains("#8E8E93FF") && fills[2].contains("#8E8E93FF"), "\(fills)")
    }

    /// An optional is held as its value, or nil: `extension Optional`'s members apply to both,
    /// as they do to a `String?` in Swift.
    @Test func anOptionalsExtensionAppliesToItsValueAndToNil() throws {
        let tree = try runScene(
            scene(
                body: """
                    VStack {
                        Text(name.orEmpty + "|" + missing.orEmpty + "|")
                        Text("\\(missing.isNilOrEmpty) \\(name.isNilOrEmpty) \\(tags.isNilOrEmpty)")
                        Text(missing.or("none") + " " + name.or("none"))
                    }
                    """,
                state: """
                    var name: String? = "Ada"
                    var missing: String? = nil
                    var tags: [String]? = []
                    """,
                extra: """
                    extension Optional where Wrapped == String {
                        var orEmpty: String { self ?? "" }
                        func or(_ fallback: String) -> String { self ?? fallback }
                    }
                    extension Optional where Wrapped: Collection {
                        var isNilOrEmpty: Bool { self?.isEmpty ?? true }
                    }
                    """))[0].tree
        #expect(tree.texts == ["Ada||", "true false true", "none Ada"])
    }

    /// A property of an extension of a native type, named without `self.` by its other members
    /// (SwiftfulCrypto's `private var currencyFormatter2` of `extension Double`).
    @Test func anExtensionsOwnPropertyIsNamedWithoutSelf() throws {
        let extra = """
            extension Double {
                private var doubled: Double { self * 2 }
                func describe() -> String { "\\(doubled)" }
            }
            """
        #expect(try runScene(scene(body: "Text(3.0.describe())", extra: extra))[0].tree.texts == ["6.0"])
    }
}
