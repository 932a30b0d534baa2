import Synchronization
import Testing

@testable import FlipbookModel

/// An asset image is decoded when first drawn, once, and not at all if never drawn.
struct AssetImageSourceTests {
    final class Counter: Sendable {
        let count = Mutex(0)
    }

    @Test func decodesOnFirstUseOnly() throws {
        let counter = Counter()
        let bitmap = Bitmap(name: "hero", pixelWidth: 1, pixelHeight: 1, scale: 1, rgba: [0, 0, 0, 255])
        let source = AssetImageSource(name: "hero") {
            counter.count.withLock { $0 += 1 }
            return .success(bitmap)
        }
        #expect(counter.count.withLock { $0 } == 0)
        for _ in 0..<3 { #expect(try source.bitmap().get() === bitmap) }
        #expect(counter.count.withLock { $0 } == 1)
    }

    @Test func keepsWhyItCannotBeRead() {
        let source = AssetImageSource(name: "broken") { .failure(AssetImageError("cannot read 'broken.png'")) }
        guard case .failure(let error) = source.bitmap() else {
            Issue.record("a broken file decoded")
            return
        }
        #expect(error.description == "cannot read 'broken.png'")
    }
}
