import CPNG
import FlipbookModel
import Foundation
import Testing

@testable import FlipbookRender

/// Times PNG encoder settings on the benchmark's 1280 × 720 frame; the basis for the choice of
/// `PNGCompression.fast`. Run with `FLIPBOOK_PNG_BENCHMARK=1 swift test --filter PNGEncoderBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FLIPBOOK_PNG_BENCHMARK"] == "1"))
struct PNGEncoderBenchmark {
    private static let candidates: [(String, PNGEncoder.Settings)] = {
        let filters: [(String, Int32)] = [
            ("none", PNGEncoder.filterNone), ("sub", PNGEncoder.filterSub), ("up", PNGEncoder.filterUp),
            ("paeth", PNGEncoder.filterPaeth), ("adaptive", PNGEncoder.allFilters),
        ]
        let strategies: [(String, Int32)] = [("default", Z_DEFAULT_STRATEGY), ("rle", Z_RLE), ("filtered", Z_FILTERED)]
        var list: [(String, PNGEncoder.Settings)] = [
            (
                "level 0 (stored: the fixed cost)",
                PNGEncoder.Settings(level: 0, strategy: Z_DEFAULT_STRATEGY, filters: PNGEncoder.filterNone)
            )
        ]
        for level: Int32 in [1, 2] {
            for (filterName, filter) in filters {
                for (strategyName, strategy) in strategies {
                    list.append(
                        (
                            "level \(level) \(filterName) \(strategyName)",
                            PNGEncoder.Settings(level: level, strategy: strategy, filters: filter)
                        ))
                }
            }
        }
        list.append(
            (
                "level 6 adaptive filtered (libpng's defaults)",
                PNGEncoder.Settings(level: 6, strategy: Z_FILTERED, filters: PNGEncoder.allFilters)
            ))
        list.append(("level 9 adaptive default (.small)", PNGEncoder.Settings(.small)))
        return list
    }()

    @Test func encoderSettings() throws {
        let rasterizer = try Fixtures.rasterizer()
        let opaque = rasterizer.rasterize(Fixtures.gridStaggerFrame(), scale: 1, background: .white)
        let transparent = rasterizer.rasterize(Fixtures.gridStaggerFrame(), scale: 1, background: nil)
        let text = rasterizer.rasterize(try ConcurrencyTests.textHeavyList(), scale: 3.2, background: .white)
        let frames = [("RGB (white background)", opaque), ("RGBA (transparent)", transparent), ("RGB text-heavy", text)]
        for (label, image) in frames {
            print("== \(label), \(image.width) x \(image.height), raw \(image.rgba.count) bytes")
            for (name, settings) in PNGEncoderBenchmark.candidates {
                let encoder = PNGEncoder(settings: settings)
                var size = 0
                var times: [Double] = []
                for _ in 0..<15 {
                    let start = DispatchTime.now().uptimeNanoseconds
                    size = try encoder.encode(image).count
                    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                }
                let median = times.min() ?? 0
                let padded = name.padding(toLength: 46, withPad: " ", startingAt: 0)
                print("\(padded) \(String(format: "%7.2f", median)) ms (min of 15)  \(String(format: "%8d", size)) bytes")
            }
        }
    }
}
