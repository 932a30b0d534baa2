import FlipbookModel
import FlipbookRender
import Foundation
import Synchronization

/// What a render did, for the one-line summary.
public struct RenderSummary: Sendable {
    public var frames: Int
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var seconds: Double
    /// Frames whose display list equalled the previous frame's, so their PNG was reused.
    public var reusedFrames: Int
    /// Whether the render stopped early because it was asked to (Ctrl-C); `frames` were written.
    public var cancelled = false

    public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }
}

/// Draws, encodes and writes frames on several threads (the `rasterize` and `encode` stages).
///
/// Workers take runs of consecutive frames, so each can skip re-drawing a frame that looks
/// exactly like the one before it. Every frame depends only on (scene, t): the bytes written
/// do not depend on the number of workers or on which worker drew what.
public enum FrameRenderer {
    /// Consecutive frames one worker renders before taking more work.
    static let chunkSize = 8

    public static func render(
        _ preview: CompiledPreview, frames: [Int], to directory: URL, options: RenderOptions,
        kit: RenderKit, progress: @Sendable (Int) -> Void = { _ in },
        isCancelled: @Sendable () -> Bool = { false }
    ) throws -> RenderSummary {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let started = DispatchTime.now().uptimeNanoseconds
        let chunks = stride(from: 0, to: frames.count, by: chunkSize).map {
            Array(frames[$0..<min($0 + chunkSize, frames.count)])
        }
        let nextChunk = Mutex(0)
        let failure = Mutex<(any Error)?>(nil)
        let counts = Mutex((done: 0, reused: 0))
        let written = Mutex<[URL]>([])
        let compression: PNGCompression = options.smallFiles ? .small : .fast
        let workers = min(options.jobs, max(1, chunks.count))

        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let claimed: Int? = nextChunk.withLock { next in
                    guard next < chunks.count, failure.withLock({ $0 == nil }) else { return nil }
                    defer { next += 1 }
                    return next
                }
                guard let claimed else { return }
                var previous: (list: DisplayList, png: [UInt8])?
                for index in chunks[claimed] {
                    // Checked between frames: a frame being written is finished, never cut.
                    if isCancelled() { return }
                    do {
                        let list = try preview.displayList(frame: index)
                        let png: [UInt8]
                        let reused = previous?.list == list
                        if reused, let previous {
                            png = previous.png
                        } else {
                            let image = kit.rasterizer.rasterize(
                                list, scale: options.scale, background: options.background.color(in: preview.colorScheme))
                            png = try PNGCodec.encode(image, compression: compression)
                        }
                        let file = directory.appendingPathComponent(frameFileName(index))
                        try AtomicFile.write(png, to: file)
                        written.withLock { $0.append(file) }
                        previous = (list, png)
                        let done = counts.withLock { counts in
                            counts.done += 1
                            if reused { counts.reused += 1 }
                            return counts.done
                        }
                        progress(done)
                    } catch {
                        failure.withLock { if $0 == nil { $0 = error } }
                        return
                    }
                }
            }
        }
        if let error = failure.withLock({ $0 }) {
            // A failed render leaves no frames: the ones written before the error go too.
            for file in written.withLock({ $0 }) { try? FileManager.default.removeItem(at: file) }
            throw error
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let pixels = pixelSize(of: preview.canvas, scale: options.scale)
        let (done, reused) = counts.withLock { ($0.done, $0.reused) }
        return RenderSummary(
            frames: done, pixelWidth: pixels.width, pixelHeight: pixels.height, seconds: elapsed,
            reusedFrames: reused, cancelled: done < frames.count)
    }

    /// `frame-00042.png`: five digits, zero-based (DESIGN §4).
    public static func frameFileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    static func pixelSize(of canvas: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((canvas.width * scale).rounded()), Int((canvas.height * scale).rounded()))
    }

    /// Deletes `frame-NNNNN.png` files left from an earlier, longer render of the same clip.
    public static func removeStaleFrames(in directory: URL, keepingBelow count: Int) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") {
            let digits = name.dropFirst(6).dropLast(4)
            if digits.count == 5, let index = Int(digits), index >= count {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }
}
