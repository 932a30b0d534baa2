import FlipbookModel
import Foundation
import Testing

@testable import FlipbookRender

@Suite struct ConcurrencyTests {
    /// Text in every design at many sizes (emoji, Hebrew and a symbol among it), rotated and in
    /// opacity groups, over some shapes.
    static func textHeavyList() throws -> DisplayList {
        var items: [DisplayItem] = [Fixtures.rect(0, 0, 400, 300, RGBA(red: 0.95, green: 0.95, blue: 0.9))]
        let designs: [FontDesign] = [.default, .monospaced, .serif, .rounded]
        for i in 0..<60 {
            let font = FontSpec(
                size: 8 + Double(i % 17) * 1.75, weight: i % 2 == 0 ? .regular : .bold,
                design: designs[i % 4], italic: i % 3 == 0)
            let color = RGBA(hue: Double(i) / 60, saturation: 0.8, brightness: 0.5)
            let text = try Fixtures.text(
                "Line \(i): The quick brown fox — jumps 0123 😀 שלום", at: Point(x: 4, y: Double(i) * 4.7),
                font: font, color: color)
            let transform = AffineTransform.about(Point(x: 200, y: 150), .rotation(Angle(degrees: Double(i % 7) - 3)))
            items.append(Fixtures.group([text], transform: transform, opacity: i % 5 == 0 ? 0.6 : 1))
        }
        return Fixtures.list(400, 300, items)
    }

    @Test func fourThreadsRenderAndMeasureIdentically() throws {
        let rasterizer = try Fixtures.rasterizer()
        let measurer = try Fixtures.measurer()
        let list = try ConcurrencyTests.textHeavyList()
        // Every render uses a scale no other test uses, so the threads start with cold glyph
        // caches and create scaled fonts and rasterize glyphs (FreeType's work) at the same time;
        // every layout a size and width no other uses, so shaping runs concurrently too.
        let rounds = 4
        let scale: @Sendable (Int, Int) -> Double = { thread, round in 1.013 + 0.071 * Double(thread * rounds + round) }
        let text: @Sendable (Int, Int) -> StyledText = { thread, round in
            StyledText(
                "The quick brown fox jumps over the lazy dog 😀 \(thread) \(round)",
                font: FontSpec(size: 9.07 + 0.39 * Double(thread * rounds + round)))
        }
        let results = ResultBox()
        let done = DispatchGroup()
        for thread in 0..<4 {
            done.enter()
            let worker = Thread {
                for round in 0..<rounds {
                    let image = rasterizer.rasterize(list, scale: scale(thread, round), background: .white)
                    let layout = measurer.layout(text(thread, round), width: 120, height: nil, options: .default)
                    results.record(key: thread * rounds + round, image: image, layout: layout)
                }
                done.leave()
            }
            worker.start()
        }
        done.wait()

        // The same work again on one thread, now with warm caches: it must give the same bytes.
        let recorded = results.all
        #expect(recorded.count == 4 * rounds)
        for (key, image, layout) in recorded {
            let (thread, round) = (key / rounds, key % rounds)
            let reference = rasterizer.rasterize(list, scale: scale(thread, round), background: .white)
            #expect(image == reference, "render \(key) differs")
            ShapedTextCache.shared.clear()
            #expect(layout == measurer.layout(text(thread, round), width: 120, height: nil, options: .default))
        }
    }
}

/// Collects the worker threads' results under a lock.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(Int, RasterImage, TextLayout)] = []

    func record(key: Int, image: RasterImage, layout: TextLayout) {
        lock.lock()
        results.append((key, image, layout))
        lock.unlock()
    }

    var all: [(Int, RasterImage, TextLayout)] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
