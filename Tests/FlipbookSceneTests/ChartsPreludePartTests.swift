import Testing

@testable import FlipbookScene

/// The Charts part of the prelude is parsed only for scenes that use Charts: its marks'
/// `opacity`, `foregroundStyle` and `cornerRadius` are SwiftUI's modifiers too, and must not
/// bring it into every scene or every other part.
@Suite struct ChartsPreludePartTests {
    @Test func theChartsPartAnswersToChartsNamesOnly() throws {
        let index = try #require(PreludePart.all.firstIndex { $0.name == "charts" })
        #expect(Prelude.partIndices(for: "Chart { }").contains(index))
        #expect(Prelude.partIndices(for: "import Charts").contains(index))
        #expect(Prelude.partIndices(for: "v.chartYScale(domain: 0...1)").contains(index))
        #expect(!Prelude.partIndices(for: "opacity foregroundStyle cornerRadius position symbol path label").contains(index))
    }

    @Test func noOtherPartNeedsIt() throws {
        let index = try #require(PreludePart.all.firstIndex { $0.name == "charts" })
        for part in PreludePart.all where part.name != "charts" {
            #expect(!part.needs.contains(index), "\(part.name) needs the charts part")
        }
    }
}
