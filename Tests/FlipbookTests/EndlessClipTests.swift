import Flipbook
import FlipbookModel
import Testing

/// A preview that never settles is drawn for `RenderOptions.endlessDuration`: its run goes on
/// to the run's horizon to find out, but what it did after the clip is not laid out.
@Suite struct EndlessClipTests {
    static let ticking = """
        import SwiftUI
        struct Ticker: View {
            @State private var count = 0
            var body: some View {
                Text("\\(count)")
                    .task {
                        while true {
                            try? await Task.sleep(for: .seconds(0.5))
                            count += 1
                        }
                    }
            }
        }
        #Preview { Ticker() }
        """

    @Test func anEndlessPreviewKeepsOnlyTheClipsTransactions() throws {
        let preview = try #require(try compileScene(Self.ticking).first)
        #expect(preview.duration == RenderOptions.endlessDuration)
        #expect(preview.transactions.allSatisfy { $0.time <= RenderOptions.endlessDuration })
        #expect(preview.transactions.count == preview.layouts.count)
        // 0, then one tick every half second up to 5 s.
        #expect(preview.transactions.count == 11)
        var options = RenderOptions()
        options.duration = 8
        let longer = try #require(try compileScene(Self.ticking, options: options).first)
        #expect(longer.transactions.count == 17)
    }
}
