import ArgumentParser
import Flipbook
import FlipbookModel
import Foundation

/// `flipbook check SCENE.swift... --goldens DIR`: compare frames with golden images.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare scenes' frames with their golden images.",
        discussion: """
            Goldens live in DIR/<scene>/frame-NNNNN.png (DIR/<scene>/<preview>/… for scenes with \
            several previews); the frames that have a golden are the frames checked. A frame \
            passes when at most 0.1 % of its pixels differ by more than ΔE94 2.3, anti-aliased \
            edges excluded. For each failing frame, expected.png, actual.png and diff.png are \
            written under --artifacts. Exit status 1 when a frame fails.
            """)

    @Argument(help: "Scene files.")
    var scenes: [String]

    @OptionGroup var project: ProjectFiles

    @Option(help: "The folder of golden images.")
    var goldens: String = "Goldens"

    @Option(
        help: ArgumentHelp(
            "missing: record key frames of previews without goldens; failed: overwrite failing goldens; all: overwrite every golden.",
            valueName: "mode"))
    var update: GoldenCheck.UpdateMode?

    @Option(help: "Where failing frames' expected, actual and diff images go.")
    var artifacts: String = "out/check-failures"

    @Option(help: AppearanceOption.help)
    var appearance: AppearanceOption = .light

    func run() throws {
        var failures = 0
        for scene in scenes {
            var options = RenderOptions()
            options.appearance = appearance.colorScheme
            var job = try SceneJob(path: scene, options: options, project: project)
            let previews = try job.compile()
            for preview in previews {
                let directory = GoldenCheck.directory(
                    base: URL(fileURLWithPath: goldens), sceneFile: scene, preview: preview, previewCount: previews.count)
                let artifactFolder = URL(fileURLWithPath: artifacts)
                    .appendingPathComponent(SceneCompiler.baseName(of: scene)).appendingPathComponent(preview.folderName)
                let results: [GoldenCheck.FrameResult]
                do {
                    results = try GoldenCheck.check(
                        preview, goldens: directory, update: update, options: job.options,
                        kit: job.kit, artifacts: artifactFolder)
                } catch {
                    printError("error: \(directory.relativePath): \(error)")
                    throw ExitCode(FlipbookExit.failure)
                }
                if results.isEmpty {
                    print(
                        "\(scene) [\(preview.name)]: no goldens in \(directory.relativePath) (record them with --update missing)")
                    failures += 1
                }
                for result in results {
                    let name = "\(scene) [\(preview.name)] frame \(result.frame)"
                    switch result.outcome {
                    case .passed:
                        continue
                    case .recorded:
                        print(
                            "\(name): recorded \(directory.appendingPathComponent(FrameRenderer.frameFileName(result.frame)).relativePath)"
                        )
                    case .failed(let pixels, let deltaE):
                        failures += 1
                        if pixels < 0 {
                            print("\(name): FAILED, the clip has only \(preview.frameCount) frames")
                        } else {
                            print(
                                "\(name): FAILED, \(pixels) pixels differ (max ΔE \(formatNumber(deltaE))); see \(result.artifacts?.relativePath ?? "")"
                            )
                        }
                    }
                }
                let passed = results.filter { $0.outcome == .passed }.count
                if passed > 0 { print("\(scene) [\(preview.name)]: \(passed) of \(results.count) frames match") }
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}

extension GoldenCheck.UpdateMode: ExpressibleByArgument {}
