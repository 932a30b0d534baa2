import Flipbook
import FlipbookModel
import Foundation
import Testing

/// Scene files written the way people write SwiftUI (not for Flipbook), one idiom each, in
/// Tests/FlipbookTests/Corpus/. Each compiles, and its transaction report plus its display list
/// at the start, the middle and the end of the clip match the checked-in `.expected` text.
///
/// `FLIPBOOK_UPDATE_CORPUS=1 swift test --filter CorpusTests` rewrites the expectations; read
/// each one before committing it (it must show what SwiftUI would show).
@Suite struct CorpusTests {
    static let isUpdating = ProcessInfo.processInfo.environment["FLIPBOOK_UPDATE_CORPUS"] == "1"
    static let directory = repositoryRoot.appendingPathComponent("Tests/FlipbookTests/Corpus")

    /// Every corpus scene, by file name.
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    /// Clip lengths for scenes that never settle (`repeatForever`, repeating timers).
    static let durations: [String: Double] = [
        "31-pulse-repeat-forever": 2,
        "71-spinner-repeat-forever": 2,
        "111-shape-as-view-phases": 2,
        "128-calendar-clock": 2.5,
        "218-published-combine-pipelines": 1.1,
        "223-preview-made-model": 1,
        "224-previewable-state": 1,
    ]

    @Test func corpusHasFortyScenes() {
        #expect(Self.files.count >= 40)
    }

    @Test(arguments: files)
    func sceneMatchesItsExpectation(_ file: String) throws {
        let name = SceneCompiler.baseName(of: file)
        let previews = try Self.compile(file)
        let actual = try Self.printed(previews, file: file)
        let expectedFile = Self.directory.appendingPathComponent(name + ".expected")
        if Self.isUpdating {
            try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: expectedFile, encoding: .utf8) else {
            Issue.record("Corpus/\(file) has no \(name).expected: run with FLIPBOOK_UPDATE_CORPUS=1")
            return
        }
        if expected != actual {
            let saved = try SnapshotTests.saveActual(actual, scene: "corpus", preview: name)
            Issue.record(
                """
                Corpus/\(file) differs from \(name).expected
                \(SnapshotTests.firstDifference(expected, actual))
                actual text: \(saved.path) (FLIPBOOK_UPDATE_CORPUS=1 rewrites the expectations)
                """)
        }
    }

    /// Each expectation belongs to a scene that still exists.
    @Test func everyExpectationHasAScene() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        let scenes = Set(Self.files.map { SceneCompiler.baseName(of: $0) })
        for name in names where name.hasSuffix(".expected") {
            let base = String(name.dropLast(".expected".count))
            if !scenes.contains(base) { Issue.record("Corpus/\(name) has no scene \(base).swift: delete it") }
        }
    }

    /// Compiles a corpus scene as the command line would, with its clip length if it has one.
    static func compile(_ file: String) throws -> [CompiledPreview] {
        let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        var options = RenderOptions()
        options.duration = durations[SceneCompiler.baseName(of: file)]
        return try SceneCompiler.compile(
            source: source, fileName: "Corpus/" + file, options: options, measurer: RenderKit().measurer)
    }

    /// The one preview of a corpus scene.
    static func preview(_ name: String) throws -> CompiledPreview {
        let previews = try compile(name + ".swift")
        try #require(previews.count == 1)
        return previews[0]
    }

    /// The transactions, then the display list at the clip's start, middle and last frame.
    static func printed(_ previews: [CompiledPreview], file: String) throws -> String {
        var lines: [String] = []
        for preview in previews {
            lines.append("# Corpus/\(file) [\(preview.name)]")
            lines.append(
                "# canvas \(preview.canvas), \(formatNumber(preview.fps)) fps, "
                    + "\(formatNumber(preview.duration)) s, \(preview.frameCount) frames")
            for warning in preview.warnings {
                lines.append("# warning: \(warning)")
            }
            lines.append("--- transactions")
            lines.append(TransactionReport(preview.transactions).text)
            let last = preview.time(ofFrame: max(preview.frameCount - 1, 0))
            let middle = preview.time(ofFrame: preview.frameCount / 2)
            for time in [0, middle, last] {
                lines.append("--- display list at t=\(formatNumber(time))s")
                lines.append(try PipelineDump.displayList(preview, at: time))
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
