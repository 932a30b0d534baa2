import FlipbookModel

/// A transition's state as one vector: the animatable data of the modifiers it applies in a
/// phase, concatenated (inner first). Every phase applies the same kinds of modifier, so a
/// phase change interpolates this vector; that is SwiftUI's model, in which a transition's
/// modifiers animate through their animatable data.
enum TransitionVector {
    /// The vector of `transition` in `phase`.
    static func vector(_ transition: TransitionValue, in phase: TransitionPhase) -> [Double] {
        vector(of: transition.modifiers(in: phase))
    }

    static func vector(of chain: [NodeModifier]) -> [Double] {
        let driven = AnimatableVectors.drivenIndices(chain)
        var data: [Double] = []
        for (i, modifier) in chain.enumerated() where !driven.contains(i) {
            data += AnimatableVectors.modifier(modifier) ?? []
        }
        return data
    }

    /// Whether the transition changes anything (`.identity` does not: no animation, no delay).
    static func hasMotion(_ transition: TransitionValue) -> Bool {
        let identity = vector(transition, in: .identity)
        return vector(transition, in: .willAppear) != identity || vector(transition, in: .didDisappear) != identity
    }

    /// The transition's modifiers (as in the identity phase) with their data taken from `values`.
    static func modifiers(_ transition: TransitionValue, values: [Double]) -> [NodeModifier] {
        var chain = transition.modifiers(in: .identity)
        let driven = AnimatableVectors.drivenIndices(chain)
        var offset = 0
        for i in chain.indices where !driven.contains(i) {
            switch chain[i] {
            case .effect(var m):
                let n = m.animatableData.count
                guard n > 0, offset + n <= values.count else { continue }
                m.animatableData = Array(values[offset..<(offset + n)])
                offset += n
                chain[i] = .effect(m)
            case .live(var live):
                let n = live.animatableData.count
                guard offset + n <= values.count else { continue }
                live.animatableData = Array(values[offset..<(offset + n)])
                offset += n
                chain[i] = .live(live)
            case .attachment, .animation:
                continue
            }
        }
        return chain
    }
}
