import Flipbook
import FlipbookModel
import Testing

/// `.symbolEffect` as plain animations of the whole symbol.
@Suite struct SymbolEffectTests {
    /// The scale of the first drawn group's transform (1 when none).
    func scale(_ source: String, at time: Double) throws -> Double {
        let preview = try #require(try compileScene(source).first)
        for item in try preview.timeline.displayList(at: time).items {
            if case .group(let group) = item { return group.transform.a }
        }
        return 1
    }

    func scene(_ modifier: String) -> String {
        """
        import SwiftUI
        struct Root: View {
            @State private var likes = 0
            @State private var on = false
            var body: some View {
                Image(systemName: "heart.fill").font(.largeTitle)\(modifier)
                    .task {
                        try? await Task.sleep(for: .seconds(0.2))
                        likes += 1
                        on = true
                    }
            }
        }
        #Preview(traits: .fixedLayout(width: 100, height: 100)) { Root() }
        """
    }

    @Test func aBounceDipsAndOvershootsOncePerChange() throws {
        let source = scene(".symbolEffect(.bounce, value: likes)")
        #expect(try scale(source, at: 0.1) == 1)
        #expect(abs(try scale(source, at: 0.3) - 0.85) < 1e-6)
        #expect(abs(try scale(source, at: 0.42) - 1.15) < 1e-6)
        #expect(abs(try scale(source, at: 1.5) - 1) < 1e-3)
    }

    @Test func scaleHoldsWhileActive() throws {
        let source = scene(".symbolEffect(.scale.up, isActive: on)")
        #expect(try scale(source, at: 0.1) == 1)
        #expect(abs(try scale(source, at: 1.5) - 1.25) < 1e-3)
    }

    @Test func aBreathThatPulsesBreathesAsTheBreathDoes() throws {
        let pulsing = scene(".symbolEffect(.breathe.pulse, value: likes)")
        let plain = scene(".symbolEffect(.breathe, value: likes)")
        #expect(try scale(pulsing, at: 0.5) != 1)
        #expect(try scale(pulsing, at: 0.5) == scale(plain, at: 0.5))
    }

    @Test func removedEffectsLeaveTheSymbolStill() throws {
        let removed = scene(".symbolEffect(.bounce, value: likes).symbolEffect(.scale.up, isActive: on).symbolEffectsRemoved()")
        #expect(try scale(removed, at: 0.3) == 1)
        #expect(try scale(removed, at: 1.5) == 1)
        let kept = scene(".symbolEffect(.bounce, value: likes).symbolEffectsRemoved(false)")
        #expect(abs(try scale(kept, at: 0.3) - 0.85) < 1e-6)
    }

    @Test func effectsThatChangeTheSymbolItselfDrawItAsItIs() throws {
        #expect(try scale(scene(".symbolEffect(.variableColor.iterative.reversing)"), at: 0.5) == 1)
    }
}
