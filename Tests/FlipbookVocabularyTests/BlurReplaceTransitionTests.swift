import FlipbookModel
import Testing

@testable import FlipbookVocabulary

@Suite struct BlurReplaceTransitionTests {
    func effects(_ transition: BlurReplaceTransition, _ phase: TransitionPhase) -> [AnyViewModifier] {
        transition.modifiers(in: phase)
    }

    func expected(radius: Double, scale: Double, opacity: Double) -> [AnyViewModifier] {
        [
            AnyViewModifier(Blur(radius: radius)), AnyViewModifier(ScaleEffect(x: scale, y: scale)),
            AnyViewModifier(Opacity(opacity)),
        ]
    }

    @Test func downUpBlursShrinksAndFadesInBothNonIdentityPhases() {
        let transition = BlurReplaceTransition()
        #expect(effects(transition, .willAppear) == expected(radius: 7, scale: 0.9, opacity: 0))
        #expect(effects(transition, .identity) == expected(radius: 0, scale: 1, opacity: 1))
        #expect(effects(transition, .didDisappear) == expected(radius: 7, scale: 0.9, opacity: 0))
    }

    @Test func upUpGrowsPastItsSizeWhenRemoved() {
        let transition = BlurReplaceTransition(.upUp)
        #expect(effects(transition, .willAppear) == expected(radius: 7, scale: 0.9, opacity: 0))
        #expect(effects(transition, .didDisappear) == expected(radius: 7, scale: 1.1, opacity: 0))
    }

    @Test func everyPhaseHasTheSameKindsSoTheyInterpolate() {
        for transition in [BlurReplaceTransition(), BlurReplaceTransition(.upUp)] {
            let phases = [TransitionPhase.willAppear, .identity, .didDisappear].map { effects(transition, $0) }
            for phase in phases.dropFirst() {
                #expect(zip(phases[0], phase).allSatisfy { $0.isSameKind(as: $1) })
            }
        }
    }

    @Test func readsItsConfigurationByCaseName() throws {
        #expect(try BlurReplaceTransition.make(FakeArguments("blurReplace", [])) == BlurReplaceTransition(.downUp))
        let upUp = try BlurReplaceTransition.make(FakeArguments("blurReplace", [(nil, .enumCase("upUp", payload: []))]))
        #expect(upUp == BlurReplaceTransition(.upUp))
        #expect(upUp.description == "blurReplace(.upUp)")
        #expect(throws: ArgumentError.self) {
            try BlurReplaceTransition.make(FakeArguments("blurReplace", [(nil, .enumCase("sideways", payload: []))]))
        }
    }

    @Test func isRegisteredAsATransition() throws {
        let make = try #require(Registry.transitions["blurReplace"])
        #expect(try make(FakeArguments("blurReplace", [])) == .kind(AnyTransitionKind(BlurReplaceTransition())))
    }
}
