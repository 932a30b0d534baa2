import FlipbookModel
import Testing

@testable import FlipbookAnimation

@Suite("Bézier timing curves (SEMANTICS §1.1, §6)")
struct BezierTimingCurveTests {
    static let inputs = [0.10, 0.25, 0.50, 0.75, 0.90]

    static let table: [(name: String, animation: Animation, progress: [Double])] = [
        ("easeInOut", .easeInOut(duration: 1), [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
        ("easeIn", .easeIn(duration: 1), [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
        ("easeOut", .easeOut(duration: 1), [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
        (
            "timingCurve(.1,.75,.85,.35)",
            .timingCurve(c0x: 0.1, c0y: 0.75, c1x: 0.85, c1y: 0.35, duration: 1),
            [0.291794, 0.435869, 0.543900, 0.646563, 0.775832]
        ),
    ]

    @Test("progress matches the reference table to 1e-6", arguments: 0..<4)
    func referenceTable(row: Int) {
        let entry = Self.table[row]
        for (u, expected) in zip(Self.inputs, entry.progress) {
            let progress = entry.animation.progress(at: u)
            #expect(isClose(progress, expected), "\(entry.name) at u = \(u): \(progress) ≠ \(expected)")
        }
    }

    @Test("progress is rounded to a multiple of 2⁻²⁰")
    func roundedProgress() {
        let curve = BezierTimingCurve(c0x: 0.42, c0y: 0, c1x: 0.58, c1y: 1)
        for u in stride(from: 0.0, through: 1.0, by: 0.037) {
            let scaled = curve.progress(at: u) * 0x1p20
            #expect(scaled == scaled.rounded())
        }
    }

    @Test("input progress scales with the duration")
    func durationScalesTime() {
        #expect(isClose(Animation.easeIn(duration: 2).progress(at: 0.5), 0.093465))
        #expect(isClose(Animation.easeInOut().progress(at: 0.35 * 0.9), 0.980278))
    }

    @Test("easeInOut 0 → 200 at t = 0.0875 s shows 25.8324")
    func easeInOutExample() {
        let track = scalarTrack(from: 0, to: 200, animation: .easeInOut())
        #expect(isClose(track.scalar(at: 0.0875), 25.8324, 1e-4))
    }

    @Test("a curve is finished at its duration and holds the target after it")
    func finishesAtDuration() {
        let track = scalarTrack(from: 0, to: 200, animation: .easeInOut(duration: 0.35))
        #expect(track.finishTime == 0.35)
        #expect(track.scalar(at: 0.35) == 200)
        #expect(track.scalar(at: 0.36) == 200)
        #expect(track.scalar(at: 0.34) < 200)
    }

    @Test("control points outside [0, 1] overshoot, as timingCurve does not clamp")
    func overshoot() {
        let backOut = Animation.timingCurve(c0x: 0.3, c0y: 1.6, c1x: 0.7, c1y: 1.4, duration: 1)
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { backOut.progress(at: $0) }.max() ?? 0
        #expect(peak > 1.1)
    }

    @Test("the slope is the derivative of the progress")
    func slopeMatchesDifferences() {
        let curve = BezierTimingCurve(c0x: 0.42, c0y: 0, c1x: 1, c1y: 1)
        for u in [0.2, 0.5, 0.8] {
            let h = 1e-3
            let difference = (curve.progress(at: u + h) - curve.progress(at: u - h)) / (2 * h)
            #expect(isClose(curve.slope(at: u), difference, 1e-3))
        }
        let easeOut = BezierTimingCurve(c0x: 0, c0y: 0, c1x: 0.58, c1y: 1)
        #expect(easeOut.slope(at: 0).isFinite)
    }
}
