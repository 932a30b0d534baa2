import FlipbookModel
import FlipbookRender
import Foundation

/// Golden images: frames of a preview kept as PNGs and compared by pixels (DESIGN §5).
public enum GoldenCheck {
    /// Which golden frames to (re)write.
    public enum UpdateMode: String, Sendable, CaseIterable {
        /// Record key frames for previews that have no goldens yet.
        case missing
        /// Overwrite the goldens that fail.
        case failed
        /// Overwrite every golden, and record key frames where there are none.
        case all
    }

    public enum Outcome: Sendable, Equatable {
        case passed
        case failed(differingPixels: Int, maximumDeltaE: Double)
        case recorded
    }

    public struct FrameResult: Sendable {
        public var frame: Int
        public var outcome: Outcome
        /// Where expected.png, actual.png and diff.png were written, for a failure.
        public var artifacts: URL?
    }

    /// How close a frame must be to its golden.
    public enum Tolerance: Sendable {
        /// Users' goldens: at most 0.1 % of the pixels may differ by more than ΔE94 2.3,
        /// anti-aliased edges excluded, so a golden survives another machine's Cairo.
        case perceptual
        /// The project's own goldens, with fonts and Cairo options pinned: every channel of
        /// every pixel within one level (a 1 pt shift or a 0.95 opacity fails).
        case strict
    }

    /// Under `.perceptual`, a frame passes when at most this share of its pixels differ.
    public static let allowedDifferingShare = 0.001

    /// Under `.strict`, the largest difference allowed in any channel of any pixel.
    public static let strictChannelTolerance = 1

    /// The folder of a preview's goldens: `base/<scene>/`, or `base/<scene>/<preview>/` when the
    /// scene has several previews.
    public static func directory(base: URL, sceneFile: String, preview: CompiledPreview, previewCount: Int) -> URL {
        let scene = base.appendingPathComponent(SceneCompiler.baseName(of: sceneFile))
        return previewCount > 1 ? scene.appendingPathComponent(preview.folderName) : scene
    }

    /// The frame indices that have a golden in `directory`.
    public static func goldenFrames(in directory: URL) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
            return Int(name.dropFirst(6).dropLast(4))
        }.sorted()
    }

    /// Frames worth keeping: the first (before any change), one 0.15 s into every state
    /// change (during its animations), the middle one, and the last (after them); at most
    /// `maximumKeyFrames`.
    public static func keyFrames(of preview: CompiledPreview) -> [Int] {
        let last = preview.frameCount - 1
        var during: [Int] = [last / 2]
        for time in Set(preview.timeline.transactionTimes.dropFirst()) {
            during.append(min(last, Int(((time + 0.15) * preview.fps).rounded())))
        }
        during = Array(Set(during)).sorted()
        if during.count > maximumKeyFrames - 2 {
            let step = Double(during.count) / Double(maximumKeyFrames - 2)
            during = (0..<(maximumKeyFrames - 2)).map { during[Int(Double($0) * step)] }
        }
        return Array(Set([0, last] + during)).sorted()
    }

    public static let maximumKeyFrames = 8

    /// Compares (or records) the goldens of one preview.
    public static func check(
        _ preview: CompiledPreview, goldens directory: URL, update: UpdateMode?,
        options: RenderOptions, kit: RenderKit, artifacts: URL,
        tolerance: Tolerance = .perceptual
    ) throws -> [FrameResult] {
        var frames = goldenFrames(in: directory)
        var record: Set<Int> = []
        if frames.isEmpty, update != nil {
            frames = keyFrames(of: preview)
            record = Set(frames)
        } else if update == .all {
            record = Set(frames)
        }
        var results: [FrameResult] = []
        for frame in frames where frame < preview.frameCount || record.contains(frame) {
            let image = kit.rasterizer.rasterize(
                try preview.displayList(frame: frame), scale: options.scale,
                background: options.background.color(in: preview.colorScheme))
            let file = directory.appendingPathComponent(FrameRenderer.frameFileName(frame))
            if record.contains(frame) {
                try write(image, to: file)
                results.append(FrameResult(frame: frame, outcome: .recorded))
                continue
            }
            let expected = try PNGCodec.decode(Array(Data(contentsOf: file)))
            let comparison = ImageComparison.compare(expected: expected, actual: image)
            let passes: Bool
            switch tolerance {
            case .perceptual:
                passes = comparison.passes(
                    allowedDifferingPixels: Int(Double(image.width * image.height) * allowedDifferingShare))
            case .strict:
                passes = Self.largestChannelDifference(expected, image) <= strictChannelTolerance
            }
            if passes {
                results.append(FrameResult(frame: frame, outcome: .passed))
            } else if update == .failed {
                try write(image, to: file)
                results.append(FrameResult(frame: frame, outcome: .recorded))
            } else {
                let folder = artifacts.appendingPathComponent(
                    FrameRenderer.frameFileName(frame).replacingOccurrences(of: ".png", with: ""))
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try write(expected, to: folder.appendingPathComponent("expected.png"))
                try write(image, to: folder.appendingPathComponent("actual.png"))
                try write(
                    ImageComparison.diffImage(expected: expected, actual: image, result: comparison),
                    to: folder.appendingPathComponent("diff.png"))
                results.append(
                    FrameResult(
                        frame: frame,
                        outcome: .failed(
                            differingPixels: comparison.differingPixelCount, maximumDeltaE: comparison.maximumDeltaE),
                        artifacts: folder))
            }
        }
        for frame in frames where frame >= preview.frameCount && !record.contains(frame) {
            results.append(FrameResult(frame: frame, outcome: .failed(differingPixels: -1, maximumDeltaE: .infinity)))
        }
        return results
    }

    /// The largest difference of any channel of any pixel (Int.max when the sizes differ).
    static func largestChannelDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
        guard a.width == b.width, a.height == b.height, a.rgba.count == b.rgba.count else { return .max }
        var largest = 0
        for i in a.rgba.indices {
            largest = max(largest, abs(Int(a.rgba[i]) - Int(b.rgba[i])))
        }
        return largest
    }

    private static func write(_ image: RasterImage, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(PNGCodec.encode(image, compression: .small)).write(to: file, options: .atomic)
    }
}
