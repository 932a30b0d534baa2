import FlipbookModel
import FlipbookSyntax
import Testing

/// Parses are reused by their text, file name and renamings (a project's files are compiled
/// again as each file joins): a reused parse must be the one those inputs give.
@Suite struct ParseCacheTests {
    let source = "import SwiftUI\nprivate struct Badge: View { var body: some View { Text(\"A\") } }\n"

    func typeNames(_ program: SceneProgram) -> [String] {
        program.declarations.compactMap { decl in
            if case .type(let type) = decl.kind { type.name } else { nil }
        }
    }

    @Test func theSameTextInAnotherFileHasThatFilesSpans() throws {
        let first = try SceneParser.parse(source: source, fileName: "One.swift")
        let second = try SceneParser.parse(source: source, fileName: "Two.swift")
        #expect(first.declarations.first?.span.file == "One.swift")
        #expect(second.declarations.first?.span.file == "Two.swift")
        #expect(try SceneParser.parse(source: source, fileName: "One.swift") == first)
    }

    @Test func aRenamedParseIsNotThePlainOne() throws {
        let plain = try SceneParser.parse(source: source, fileName: "Card.swift")
        let renamed = try SceneParser.parse(source: source, fileName: "Card.swift", renaming: ["Badge"])
        #expect(typeNames(plain) == ["Badge"])
        #expect(typeNames(renamed) == [FilePrivateNames.renamed("Badge", inFile: "Card.swift")])
    }

    @Test func aFailedParseIsReportedEachTime() {
        let broken = "struct {"
        for _ in 0..<2 {
            #expect(throws: DiagnosticList.self) { try SceneParser.parse(source: broken, fileName: "Broken.swift") }
        }
    }
}
