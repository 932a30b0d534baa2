import Flipbook
import FlipbookModel
import Testing

/// iOS 18's `onScrollVisibilityChange(threshold:_:)`: the action runs with `true` for the views
/// that show at least `threshold` of themselves in their scroll view, as laid out.
@Suite struct ScrollVisibilityTests {
    @Test func theViewsShownPastTheThresholdReportThemselves() throws {
        func seen(threshold: Double) throws -> [String] {
            let source = """
                import SwiftUI
                struct Feed: View {
                    @State private var seen: [String] = []
                    var body: some View {
                        VStack {
                            Text(seen.joined(separator: ","))
                            ScrollView {
                                VStack(spacing: 8) {
                                    ForEach(["red", "green", "blue"], id: \\.self) { name in
                                        Color.gray.frame(height: 120)
                                            .onScrollVisibilityChange(threshold: \(threshold)) { visible in
                                                if visible { seen.append(name) }
                                            }
                                    }
                                }
                            }
                            .frame(height: 200)
                        }
                    }
                }
                #Preview(traits: .fixedLayout(width: 300, height: 300)) { Feed() }
                """
            let preview = try #require(try compileScene(source).first)
            return try drawnTexts(of: preview, at: 0.5).first?.split(separator: ",").map(String.init) ?? []
        }
        // The viewport is 200 high: red shows whole, green 72 of its 120 points (0.6), blue none.
        #expect(try seen(threshold: 0.8) == ["red"])
        #expect(try seen(threshold: 0.5).sorted() == ["green", "red"])
    }
}
