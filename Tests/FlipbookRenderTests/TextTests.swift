import FlipbookModel
import Testing
@testable import FlipbookRender

@Suite struct TextTests {
    @Test func textDrawsOnlyWithinItsMeasuredBox() throws {
        let font = FontSpec(size: 20)
        let string = "Hello, Flipbook!"
        let origin = Point(x: 10, y: 40)
        let measurer = try Fixtures.measurer()
        let width = measurer.width(of: string, font: font)
        let metrics = measurer.metrics(of: font)
        for scale in [1.0, 2.0] {
            let list = Fixtures.list(220, 60, [Fixtures.text(string, at: origin, font: font)])
            let image = try Fixtures.rasterizer().rasterize(list, scale: scale, background: .white)
            // The box in pixels, one pixel of slack for antialiasing.
            let minX = (origin.x * scale).rounded(.down) - 1
            let maxX = ((origin.x + width) * scale).rounded(.up) + 1
            let minY = ((origin.y - metrics.ascent) * scale).rounded(.down) - 1
            let maxY = ((origin.y + metrics.descent) * scale).rounded(.up) + 1
            var dark = 0
            var outside: [String] = []
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y].red < 200 {
                    dark += 1
                    let inside = Double(x) >= minX && Double(x) <= maxX && Double(y) >= minY && Double(y) <= maxY
                    if !inside { outside.append("(\(x), \(y))") }
                }
            }
            #expect(dark > Int(100 * scale * scale))
            #expect(outside.isEmpty, "dark pixels outside the box: \(outside.prefix(10))")
        }
    }

    @Test func textIsDrawnInItsColour() throws {
        let list = Fixtures.list(60, 40, [Fixtures.text("M", at: Point(x: 5, y: 32), font: FontSpec(size: 36),
                                                        color: Fixtures.red)])
        let image = try Fixtures.rasterizer().rasterize(list, scale: 1, background: nil)
        let solid = image.rgba.indices.filter { $0 % 4 == 3 && image.rgba[$0] == 255 }
        #expect(!solid.isEmpty)
        #expect(solid.allSatisfy { image.rgba[$0 - 3] == 255 && image.rgba[$0 - 2] == 0 && image.rgba[$0 - 1] == 0 })
    }

    @Test func measurementGrowsWithTheString() throws {
        let measurer = try Fixtures.measurer()
        let font = FontSpec.body
        let widths = ["", "W", "Wo", "Wor", "Word"].map { measurer.width(of: $0, font: font) }
        #expect(widths[0] == 0)
        for i in 1..<widths.count {
            #expect(widths[i] > widths[i - 1])
        }
        // No hinting: advances scale linearly with the size.
        let small = measurer.width(of: "Flipbook", font: FontSpec(size: 10))
        let large = measurer.width(of: "Flipbook", font: FontSpec(size: 40))
        #expect(abs(large - 4 * small) < 1e-6 * large)
        #expect(measurer.width(of: "Flipbook", font: FontSpec(size: 17, weight: .bold)) > measurer.width(of: "Flipbook", font: .body))
    }

    @Test func metricsComeFromTheFont() throws {
        let measurer = try Fixtures.measurer()
        let metrics = measurer.metrics(of: FontSpec(size: 100))
        // DejaVu Sans: ascender 0.928 em, descender 0.236 em.
        #expect(abs(metrics.ascent - 92.8) < 1)
        #expect(abs(metrics.descent - 23.6) < 1)
        let mono = measurer.width(of: "iiii", font: FontSpec(size: 10, design: .monospaced))
        let monoWide = measurer.width(of: "WWWW", font: FontSpec(size: 10, design: .monospaced))
        #expect(abs(mono - monoWide) < 1e-9)
        #expect(measurer.metrics(of: FontSpec(size: 0)) == FontMetrics(ascent: 0, descent: 0))
    }

    @Test func missingFontDirectoryThrowsANamedError() {
        #expect {
            _ = try FontLibrary(directory: "/nonexistent/fonts")
        } throws: { error in
            guard let error = error as? FontLibraryError,
                case .missingFontFile(let path) = error
            else { return false }
            return path.hasSuffix("DejaVuSans.ttf") && error.description.contains("fonts-dejavu-core")
        }
    }
}
