import FlipbookModel
import Testing

@testable import FlipbookVocabulary

@Suite struct GridItemTests {
    /// A `GridItem` value as the interpreter hands it over: its fields.
    func item(
        _ size: String, _ payload: [ArgumentValue], spacing: ArgumentValue = .none,
        alignment: ArgumentValue = .none
    ) -> ArgumentValue {
        .record(["size": .enumCase(size, payload: payload), "spacing": spacing, "alignment": alignment])
    }

    @Test func readsEveryKindOfSizeWithSpacingAndAlignment() throws {
        let arguments = FakeArguments(
            "LazyVGrid",
            [
                (
                    "columns",
                    .array([
                        item("fixed", [.int(50)], spacing: .int(4)),
                        item("flexible", [.double(10), .double(.infinity)]),
                        item("adaptive", [.double(40), .double(80)], alignment: .alignment(.leading)),
                    ])
                )
            ])
        #expect(
            try GridItem.items(arguments, "columns") == [
                GridItem(.fixed(50), spacing: 4),
                GridItem(.flexible(minimum: 10, maximum: .infinity)),
                GridItem(.adaptive(minimum: 40, maximum: 80), alignment: .leading),
            ])
    }

    @Test func impossibleNumbersAreMadeSafe() throws {
        let arguments = FakeArguments(
            "LazyVGrid",
            [
                (
                    "columns",
                    .array([
                        item("fixed", [.double(-5)]),
                        item("flexible", [.double(50), .double(20)]),
                    ])
                )
            ])
        #expect(
            try GridItem.items(arguments, "columns") == [
                GridItem(.fixed(0)), GridItem(.flexible(minimum: 50, maximum: 50)),
            ])
    }

    @Test func somethingElseIsAnError() {
        #expect(throws: ArgumentError.self) {
            try GridItem.items(FakeArguments("LazyVGrid", [("columns", .array([.int(3)]))]), "columns")
        }
        #expect(throws: ArgumentError.self) {
            try GridItem.items(FakeArguments("LazyVGrid", [("columns", .array([self.item("huge", [])]))]), "columns")
        }
        #expect(throws: ArgumentError.self) { try GridItem.items(FakeArguments("LazyVGrid", []), "columns") }
    }

    @Test func gridsAreRegisteredAndReadTheirArguments() throws {
        let make = try #require(Registry.containers["LazyVGrid"])
        let layout = try make(
            FakeArguments(
                "LazyVGrid",
                [
                    ("columns", .array([item("fixed", [.int(50)])])), ("alignment", .horizontalAlignment(.leading)),
                    ("spacing", .int(3)), ("pinnedViews", .array([.enumCase("sectionHeaders", payload: [])])),
                ]))
        #expect(
            layout
                == AnyContainerLayout(
                    LazyGridLayout(
                        axis: .vertical, items: [GridItem(.fixed(50))],
                        alignment: .leading, spacing: 3)))
        let rows = try #require(Registry.containers["LazyHGrid"])
        #expect(
            try rows(FakeArguments("LazyHGrid", [("rows", .array([item("fixed", [.int(20)])]))]))
                == AnyContainerLayout(LazyGridLayout(axis: .horizontal, items: [GridItem(.fixed(20))])))
        #expect(throws: ArgumentError.self) {
            try make(
                FakeArguments("LazyVGrid", [("columns", .array([])), ("pinnedViews", .enumCase("everything", payload: []))]))
        }
    }
}
