import FlipbookModel
import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

@testable import FlipbookSyntax

/// The lowering never runs away: a 1000-line file of idiomatic view code lowers in far less than
/// a second. This guards against quadratic or exponential work; it is not a measure of speed
/// (90 to 110 ms of thread CPU time in a debug build), which a unit test must not assert: a 100 ms
/// bound failed CI under load.
@Suite struct PerformanceTests {
    /// The CPU time of the calling thread: other tests running in parallel do not count.
    private static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func thousandLinesLowerWithoutRunningAway() throws {
        let idioms = try Fixtures.files(in: "Idioms").map { try String(contentsOf: $0, encoding: .utf8) }
        let source = idioms.joined(separator: "\n")
        #expect(source.split(separator: "\n", omittingEmptySubsequences: false).count >= 1000)

        let best = LargeStackThread.run(stackSize: SceneParser.stackSize) { () -> Double in
            var text = source
            let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SceneParser.maximumParserNesting) }
            var operators = OperatorTable.standardOperators
            operators.addSourceFile(tree) { _ in }
            var best = Double.infinity
            for _ in 0..<3 {
                let lowerer = SyntaxLowerer(
                    spans: SpanMaker(fileName: "all.swift", source: source), operators: operators,
                    brokenRanges: [])
                let start = Self.threadSeconds()
                _ = lowerer.lowerSourceFile(tree, skipping: [])
                best = min(best, Self.threadSeconds() - start)
            }
            return best
        }
        #expect(best < 1, "lowering took \(best) s: runaway work")
    }
}
