import Flipbook
import FlipbookModel
import Testing

/// `backgroundStyle(_:)` sets what the `.background` shape style is below; `background(in:)`,
/// `background()` and `.fill(.background)` paint with it, the system background without it.
@Suite struct BackgroundStyleTests {
    func fills(_ body: String) throws -> [String] {
        let preview = try #require(
            try compileSceneView(imports: ["SwiftUI"], body: body, width: 200, height: 200))
        return try preview.drawnShapes(at: 0).compactMap { $0.fill?.description }
    }

    let orange = ColorValue.system(.systemOrange).resolved(in: .light).description
    let white = ColorValue.system(.systemBackground).resolved(in: .light).description

    @Test func backgroundInAShapeFillsWithTheEnvironmentsBackgroundStyle() throws {
        #expect(try fills("Text(\"Tag\").padding().background(in: Capsule()).backgroundStyle(.orange)") == [orange])
        #expect(try fills("Text(\"Tag\").padding().background(in: Capsule())") == [white])
        // iOS 17's shape members: `.circle`, `.capsule`, `.rect(cornerRadius:)`.
        #expect(try fills("Text(\"Tag\").padding().background(in: .circle).backgroundStyle(.orange)") == [orange])
    }

    @Test func theBackgroundShapeStyleAndBackgroundWithoutArguments() throws {
        #expect(try fills("Circle().fill(.background).backgroundStyle(Color.orange)") == [orange])
        #expect(try fills("Text(\"Plain\").background().backgroundStyle(.orange)") == [orange])
        #expect(try fills("Text(\"Plain\").background()") == [white])
    }

    @Test func theEnvironmentKeyReadsWhatTheModifierSet() throws {
        let body = """
            Probe().backgroundStyle(.orange)
            }
            }
            struct Probe: View {
                @Environment(\\.backgroundStyle) private var style
                var body: some View {
                    Rectangle().fill(style ?? AnyShapeStyle(.red))
            """
        #expect(try fills(body) == [orange])
    }
}
