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

    /// Swift accepts control characters in a comment (a file header may carry one pasted from a
    /// name); where one could trap swift-syntax (before an `=`, or a vertical tab) it is
    /// still rejected.
    @Test func aControlCharacterInACommentIsAccepted() {
        #expect(diagnostics("//  Created by A\u{10}\u{10} on 27.06.2022.\nimport SwiftUI\nlet a = 1\n").isEmpty)
        #expect(diagnostics("/* made by \u{10} */\nimport SwiftUI\n").isEmpty)
        #expect(!diagnostics("// x \u{16}\u{16}= 1\nimport SwiftUI\n").isEmpty)
        #expect(!diagnostics("// x \u{0B} y\nimport SwiftUI\n").isEmpty)
        #expect(!diagnostics("import SwiftUI\nlet s = \"//\" + \"\u{10}\"\n").isEmpty)
    }
}
