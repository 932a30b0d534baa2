import Flipbook
import FlipbookModel
import Testing

/// `KeyframeAnimator`, `.keyframeAnimator` and `KeyframeTimeline`: the content is evaluated
/// every frame with the tracks' values at that instant.
@Suite struct KeyframeAnimatorTests {
    func preview(_ body: String, state: String = "", types: String = "", duration: Double = 4) throws -> CompiledPreview {
        let source = """
            import SwiftUI
            \(types)
            struct Root: View {
                \(state)
                var body: some View {
                    \(body)
                }
            }
            #Preview(traits: .fixedLayout(width: 400, height: 100)) { Root() }
            """
        var options = RenderOptions()
        options.duration = duration
        return try #require(try compileScene(source, options: options).first)
    }

    /// The square's frame on the canvas, transforms applied.
    func square(_ preview: CompiledPreview, at time: Double) throws -> Rect {
        try #require(canvasShapes(try preview.timeline.displayList(at: time)).first).bounds
    }

    @Test func aTriggerPlaysTheTracksOnceFromTheValueThePreviousRunEndedAt() throws {
        let body = """
            Rectangle().frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 0.0, trigger: runs) { content, x in
                    content.offset(x: x)
                } keyframes: { start in
                    LinearKeyframe(start + 100, duration: 1)
                }
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    runs += 1
                    try? await Task.sleep(for: .seconds(1.5))
                    runs += 1
                }
            """
        let p = try preview(body, state: "@State private var runs = 0")
        // At rest the square is centred: x = 190. The first run goes 0 → 100 over [1, 2].
        let expected: [(Double, Double)] = [
            (0, 190), (0.9, 190), (1.25, 215), (1.5, 240), (2, 290), (2.4, 290), (3, 340), (3.5, 390), (3.9, 390),
        ]
        for (time, x) in expected {
            #expect(abs(try square(p, at: time).minX - x) < 1e-6, "t = \(time)")
        }
    }

    @Test func tracksAnimateTheirOwnPropertiesWithTypesInferredFromTheTrack() throws {
        let types = """
            struct Values {
                var scale = 1.0
                var angle = Angle.zero
                var y = 0.0
            }
            """
        let body = """
            Rectangle().frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: Values(), trigger: go) { content, v in
                    content.scaleEffect(v.scale).offset(y: v.y)
                } keyframes: { _ in
                    KeyframeTrack(\\.scale) {
                        LinearKeyframe(2.0, duration: 1)
                    }
                    KeyframeTrack(\\.y) {
                        MoveKeyframe(-30.0)
                        LinearKeyframe(-30.0, duration: 0.5)
                        LinearKeyframe(0.0, duration: 0.5)
                    }
                    KeyframeTrack(\\.angle) {
                        LinearKeyframe(.degrees(90), duration: 0.5)
                        LinearKeyframe(.zero, duration: 0.5)
                    }
                }
                .onAppear { go = true }
            """
        let p = try preview(body, state: "@State private var go = false", types: types)
        // t = 0.25: scale 1.25, y −30 (moved at once).
        let quarter = try square(p, at: 0.25)
        #expect(abs(quarter.width - 25) < 1e-6)
        #expect(abs(quarter.midY - 20) < 1e-6)
        // t = 0.75: scale 1.75, y −15.
        let threeQuarters = try square(p, at: 0.75)
        #expect(abs(threeQuarters.width - 35) < 1e-6)
        #expect(abs(threeQuarters.midY - 35) < 1e-6)
        // After the run: scale 2, y 0.
        let end = try square(p, at: 2)
        #expect(abs(end.width - 40) < 1e-6)
        #expect(abs(end.midY - 50) < 1e-6)
    }

    @Test func theViewFormRepeatsItsKeyframesForEver() throws {
        let body = """
            KeyframeAnimator(initialValue: 0.0, repeating: true) { x in
                Rectangle().frame(width: 20, height: 20).offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
            """
        let p = try preview(body)
        for (time, x) in [(0.5, 240.0), (1.0, 290), (1.5, 240), (2.5, 240), (3.25, 265)] {
            #expect(abs(try square(p, at: time).minX - x) < 1e-6, "t = \(time)")
        }
    }

    @Test func aKeyframeTimelineCanBeSampledDirectly() throws {
        let body = """
            Rectangle().frame(width: timeline.value(time: 0.5), height: timeline.duration * 10)
            """
        let state = """
            let timeline = KeyframeTimeline(initialValue: 10.0) {
                LinearKeyframe(110.0, duration: 2)
                CubicKeyframe(50.0, duration: 1)
            }
            """
        let frame = try square(try preview(body, state: state), at: 0)
        #expect(frame.width == 35)
        #expect(frame.height == 30)
    }
}
