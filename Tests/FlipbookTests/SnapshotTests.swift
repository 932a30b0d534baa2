import Flipbook
import FlipbookModel
import Foundation
import Testing

/// Every scene of Scenes/ as text at its key frames: the view tree, its layout and the display
/// list, as `flipbook dump --stage tree|layout|display-list` prints them, against the files in
/// Snapshots/<scene>/<preview>.txt.
///
/// Goldens say that pixels changed; these say which stage changed them, in a diff a reviewer
/// can read. `FLIPBOOK_UPDATE_SNAPSHOTS=1 swift test --filter SnapshotTests` rewrites the files
/// (read the diff before committing it).
@Suite struct SnapshotTests {
    static let isUpdating = ProcessInfo.processInfo.environment["FLIPBOOK_UPDATE_SNAPSHOTS"] == "1"
    static let directory = repositoryRoot.appendingPathComponent("Snapshots")

    @Test(arguments: sceneFiles)
    func sceneMatchesItsSnapshots(_ file: String) throws {
        let path = "Scenes/" + file
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let previews = try SceneCompiler.compile(
            source: source, fileName: path, options: RenderOptions(), measurer: RenderKit().measurer)
        let folder = Self.directory.appendingPathComponent(SceneCompiler.baseName(of: file))
        if Self.isUpdating {
            // Previews renamed or removed leave no stale files behind.
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for preview in previews {
            let actual = try Self.snapshot(of: preview, scene: path)
            let file = folder.appendingPathComponent(preview.folderName + ".txt")
            if Self.isUpdating {
                try actual.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
                Issue.record("\(path) [\(preview.name)] has no snapshot \(file.path): run with FLIPBOOK_UPDATE_SNAPSHOTS=1")
                continue
            }
            if expected != actual {
                let saved = try Self.saveActual(
                    actual, scene: file.deletingLastPathComponent().lastPathComponent,
                    preview: preview.folderName)
                Issue.record(
                    """
                    \(path) [\(preview.name)] differs from Snapshots/\(file.deletingLastPathComponent().lastPathComponent)/\(file.lastPathComponent)
                    \(Self.firstDifference(expected, actual))
                    actual text: \(saved.path) (FLIPBOOK_UPDATE_SNAPSHOTS=1 rewrites the snapshots)
                    """)
            }
        }
    }

    /// Each snapshot folder belongs to a scene that still exists.
    @Test func everySnapshotFolderHasAScene() throws {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        let scenes = Set(sceneFiles.map { SceneCompiler.baseName(of: $0) })
        for folder in folders where !scenes.contains(folder) {
            Issue.record("Snapshots/\(folder) has no scene Scenes/\(folder).swift: delete it")
        }
    }

    /// The three printed stages at each of the preview's key frames (the frames its goldens
    /// keep), under headers that name the frame and the time.
    static func snapshot(of preview: CompiledPreview, scene: String) throws -> String {
        var lines = [
            "# \(scene) [\(preview.name)]",
            "# canvas \(preview.canvas), \(formatNumber(preview.fps)) fps, \(formatNumber(preview.duration)) s, "
                + "\(preview.frameCount) frames",
        ]
        for frame in GoldenCheck.keyFrames(of: preview) {
            let time = preview.time(ofFrame: frame)
            lines.append("")
            lines.append("=== frame \(frame), t=\(formatNumber(time))s")
            lines.append("--- tree")
            lines.append(PipelineDump.tree(preview, at: time))
            lines.append("--- layout")
            lines.append(PipelineDump.layout(preview, at: time))
            lines.append("--- display-list")
            lines.append(try PipelineDump.displayList(preview, at: time))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first line that differs, with its number, for the failure message.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(e.count, a.count) {
            let left = i < e.count ? String(e[i]) : "(end of file)"
            let right = i < a.count ? String(a[i]) : "(end of file)"
            if left != right { return "line \(i + 1):\n  expected: \(left)\n  actual:   \(right)" }
        }
        return "(no line differs)"
    }

    /// Writes the actual text where a failing run can be diffed against the snapshot.
    static func saveActual(_ text: String, scene: String, preview: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-snapshot-failures")
            .appendingPathComponent(scene)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(preview + ".txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
