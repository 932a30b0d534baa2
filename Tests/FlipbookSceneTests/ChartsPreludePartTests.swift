import Testing

@testable import FlipbookScene

/// The Charts part of the prelude is parsed only for scenes that use Charts: its marks'
/// `opacity`, `foregroundStyle` and `cornerRadius` are SwiftUI's modifiers too, and must not
/// bring it into every scene or every other part.
@Suite struct ChartsPreludePartTests {
    let charts = PreludePart.all.first { $0.name == "charts" }

    @Test func theChartsPartAnswersToChartsNamesOnly() throws {
        let part = try #require(charts)
        #expect(part.isNeeded(by: ["Chart"]))
        #expect(part.isNeeded(by: ["Charts"]))
        #expect(part.isNeeded(by: ["chartYScale"]))
        #expect(!part.isNeeded(by: ["opacity", "foregroundStyle", "cornerRadius", "position", "symbol", "path", "label"]))
    }

    @Test func noOtherPartNeedsIt() throws {
        let index = try #require(PreludePart.all.firstIndex { $0.name == "charts" })
        for part in PreludePart.all where part.name != "charts" {
            #expect(!part.needs.contains(index), "\(part.name) needs the charts part")
        }
    }
}
