import Flipbook
import FlipbookModel
import Testing

/// `PhaseAnimator` and `.phaseAnimator`: phases in turn, each step starting when the previous
/// animation completes; with a trigger, one pass per change, back to the first phase.
@Suite struct PhaseAnimatorTests {
    func squareX(_ preview: CompiledPreview, at time: Double) throws -> Double {
        let shapes = canvasShapes(try preview.timeline.displayList(at: time))
        return try #require(shapes.first).bounds.origin.x
    }

    @Test func withoutATriggerItCyclesThroughThePhasesForEver() throws {
        let source = """
            import SwiftUI
            struct Scene: View {
                var body: some View {
                    PhaseAnimator([0.0, 100.0, 50.0]) { x in
                        Rectangle().frame(width: 20, height: 20).offset(x: x)
                    } animation: { _ in .linear(duration: 1) }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 200, height: 100)) { Scene() }
            """
        var options = RenderOptions()
        options.duration = 4
        let preview = try #require(try compileScene(source, options: options).first)
        // Rest x (offset 0) is 90: 0 → 100 over [0, 1], → 50 over [1, 2], → 0 over [2, 3], → 100…
        let expected: [(Double, Double)] = [(0, 90), (0.5, 140), (1, 190), (1.5, 165), (2, 140), (2.5, 115), (3, 90), (3.5, 140)]
        for (time, x) in expected {
            #expect(abs(try squareX(preview, at: time) - x) < 0.01, "t = \(time)")
        }
    }

    @Test func aTriggerRunsOnePassAndComesBackToTheFirstPhase() throws {
        let source = """
            import SwiftUI
            struct Scene: View {
                @State var taps = 0
                var body: some View {
                    Rectangle().frame(width: 20, height: 20)
                        .phaseAnimator([0.0, 60.0], trigger: taps) { content, x in
                            content.offset(x: x)
                        } animation: { x in x > 0 ? .linear(duration: 0.5) : .linear(duration: 0.25) }
                        .task {
                            try? await Task.sleep(for: .seconds(1))
                            taps += 1
                        }
                }
            }
            #Preview("p", traits: .fixedLayout(width: 200, height: 100)) { Scene() }
            """
        var options = RenderOptions()
        options.duration = 3
        let preview = try #require(try compileScene(source, options: options).first)
        let expected: [(Double, Double)] = [(0.5, 90), (1, 90), (1.25, 120), (1.5, 150), (1.625, 120), (1.75, 90), (2.5, 90)]
        for (time, x) in expected {
            #expect(abs(try squareX(preview, at: time) - x) < 0.01, "t = \(time)")
        }
    }
}
