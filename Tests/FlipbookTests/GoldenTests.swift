import Flipbook
import Foundation
import Testing

/// Every scene of Scenes/ against its golden frames in Goldens/ (each looked at when recorded),
/// at the strict tolerance: fonts and Cairo options are pinned, so the project's own goldens
/// must match within one level per channel (a 1 pt shift or a 0.95 opacity fails).
@Suite struct GoldenTests {
    @Test(arguments: sceneFiles)
    func sceneMatchesItsGoldens(_ file: String) throws {
        let path = "Scenes/" + file
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let kit = try RenderKit()
        let previews = try SceneCompiler.compile(
            source: source, fileName: path, options: RenderOptions(), measurer: kit.measurer)
        for preview in previews {
            let directory = GoldenCheck.directory(
                base: repositoryRoot.appendingPathComponent("Goldens"), sceneFile: path, preview: preview,
                previewCount: previews.count)
            let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-failures")
                .appendingPathComponent(SceneCompiler.baseName(of: file)).appendingPathComponent(preview.folderName)
            let results = try GoldenCheck.check(
                preview, goldens: directory, update: nil, options: RenderOptions(), kit: kit,
                artifacts: artifacts, tolerance: .strict)
            #expect(results.count >= 3, "\(path) [\(preview.name)] needs golden frames: flipbook check \(path) --update missing")
            for result in results {
                #expect(
                    result.outcome == .passed,
                    "\(path) [\(preview.name)] frame \(result.frame): \(result.outcome), see \(result.artifacts?.path ?? "-")")
            }
        }
    }
}
