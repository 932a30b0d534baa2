import Foundation
import FlipbookModel
import Testing
@testable import FlipbookRender

@Suite struct ConcurrencyTests {
    /// Text in every face at many sizes, rotated and in opacity groups, over some shapes.
    static func textHeavyList() -> DisplayList {
        var items: [DisplayItem] = [Fixtures.rect(0, 0, 400, 300, RGBA(red: 0.95, green: 0.95, blue: 0.9))]
        let designs: [FontDesign] = [.default, .monospaced, .serif]
        for i in 0..<60 {
            let font = FontSpec(size: 8 + Double(i % 17) * 1.75, weight: i % 2 == 0 ? .regular : .bold,
                                design: designs[i % 3])
            let color = RGBA(hue: Double(i) / 60, saturation: 0.8, brightness: 0.5)
            let text = Fixtures.text("Line \(i): The quick brown fox — jumps 0123456789", at: Point(x: 4, y: 12 + Double(i) * 4.7),
                                     font: font, color: color)
            let transform = AffineTransform.about(Point(x: 200, y: 150), .rotation(Angle(degrees: Double(i % 7) - 3)))
            items.append(Fixtures.group([text], transform: transform, opacity: i % 5 == 0 ? 0.6 : 1))
        }
        return Fixtures.list(400, 300, items)
    }

    @Test func fourThreadsRenderIdenticalBytes() throws {
        let rasterizer = try Fixtures.rasterizer()
        let measurer = try Fixtures.measurer()
        let list = ConcurrencyTests.textHeavyList()
        // Every render uses a scale no other test uses, so the threads start with cold glyph
        // caches and create scaled fonts and rasterize glyphs (FreeType's work) at the same time.
        let rounds = 4
        let scale: @Sendable (Int, Int) -> Double = { thread, round in 1.013 + 0.071 * Double(thread * rounds + round) }
        let fontSize: @Sendable (Int, Int) -> Double = { thread, round in 9.07 + 0.39 * Double(thread * rounds + round) }

        let results = ResultBox()
        let done = DispatchGroup()
        for thread in 0..<4 {
            done.enter()
            let worker = Thread {
                for round in 0..<rounds {
                    let image = rasterizer.rasterize(list, scale: scale(thread, round), background: .white)
                    let width = measurer.width(of: "The quick brown fox", font: FontSpec(size: fontSize(thread, round)))
                    results.record(key: thread * rounds + round, image: image, width: width)
                }
                done.leave()
            }
            worker.start()
        }
        done.wait()

        // The same work again on one thread, now with warm caches: it must give the same bytes.
        let recorded = results.all
        #expect(recorded.count == 4 * rounds)
        for (key, image, width) in recorded {
            let (thread, round) = (key / rounds, key % rounds)
            let reference = rasterizer.rasterize(list, scale: scale(thread, round), background: .white)
            #expect(image == reference, "render \(key) differs")
            #expect(width == measurer.width(of: "The quick brown fox", font: FontSpec(size: fontSize(thread, round))))
        }
    }
}

/// Collects the worker threads' results under a lock.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(Int, RasterImage, Double)] = []

    func record(key: Int, image: RasterImage, width: Double) {
        lock.lock()
        results.append((key, image, width))
        lock.unlock()
    }

    var all: [(Int, RasterImage, Double)] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
