import FlipbookModel
import FlipbookSyntax
import Foundation
import Testing

/// Inputs the fuzzer (`make fuzz`) found crashing, kept so they stay errors.
@Suite struct FuzzRegressionTests {
    @Test(arguments: try Fixtures.files(in: "FuzzCrashes"))
    func aFuzzCrashIsNowALocatedError(_ file: URL) throws {
        let source = try String(contentsOf: file, encoding: .utf8)
        do {
            _ = try SceneParser.parse(source: source, fileName: file.lastPathComponent)
            Issue.record("\(file.lastPathComponent) parsed without an error")
        } catch {
            #expect(!error.diagnostics.isEmpty)
            #expect(error.diagnostics.allSatisfy { $0.span != nil })
        }
    }

    /// swift-syntax traps building a Fix-It for `=` after unprintable characters: those are
    /// rejected first, at the character.
    @Test func controlCharactersAreRejectedAtTheirPlace() {
        let found = diagnostics("import SwiftUI\nlet a \u{16}\u{16}= 1\n")
        #expect(found.map(\.message) == ["unprintable control character U+0016 in the source"])
        #expect(found.first?.span?.start.line == 2)
        #expect(found.first?.span?.start.column == 7)
    }
}
