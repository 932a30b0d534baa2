import FlipbookModel
import Testing

@testable import FlipbookScene

/// Styles written by their type names, as code before the static members wrote them.
@Suite struct StyleTypeNameTests {
    @Test func datePickerStylesByTypeName() throws {
        let compact = scene(
            body: "DatePicker(\"When\", selection: $day).datePickerStyle(CompactDatePickerStyle())",
            state: "@State var day = Date()")
        #expect(try #require(runScene(compact).last).tree.texts.first == "When")
        let wheel = scene(
            body: "DatePicker(\"When\", selection: $day).datePickerStyle(WheelDatePickerStyle())",
            state: "@State var day = Date()")
        #expect(try #require(runScene(wheel).last).tree.texts.contains("AM"))
        let graphical = scene(
            body: "DatePicker(\"When\", selection: $day).datePickerStyle(GraphicalDatePickerStyle())",
            state: "@State var day = Date()")
        #expect(try #require(runScene(graphical).last).tree.texts.contains("JANUARY 2001") == false)
        #expect(try #require(runScene(graphical).last).tree.texts.contains("January 2001"))
        let field = scene(
            body: "DatePicker(\"When\", selection: $day).datePickerStyle(.field)", state: "@State var day = Date()")
        #expect(
            sceneErrors(field).map(\.message) == [
                "datePickerStyle(.field) is not supported by Flipbook yet: date pickers are drawn .compact, .wheel or .graphical"
            ])
    }
}
