import Flipbook
import FlipbookModel
import Testing

/// A scripted tap the clip never reaches is reported, not taken for an endless scene.
@Suite struct TapWarningTests {
    @Test func aTapAfterTheClipIsAWarningAndTheClipIsNotEndless() throws {
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var n = 0
                var body: some View { Button("Go") { n += 1 } }
            }
            // flipbook: tap "Go" at 100
            #Preview("p") { Scene() }
            """
        let preview = try #require(try compileScene(source).first)
        #expect(preview.duration == 0.25)
        let warning = try #require(preview.warnings.first)
        #expect(warning.message.contains("the tap \"Go\" at 100 s comes after the clip ends (0.25 s)"))
        #expect(warning.span?.start.line == 6)
        #expect(!preview.warnings.contains { $0.message.contains("keeps changing") })
    }
}
