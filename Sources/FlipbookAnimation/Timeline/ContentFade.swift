import FlipbookModel

/// A leaf whose content changed, under an animation, in a way its data cannot interpolate (a
/// `Text` that gets another string): the old content fades out as the new fades in, over the
/// animation (its progress is the view's `.contentFade` track). [U] SwiftUI's `.interpolate`
/// morphs glyphs; Flipbook cross-fades, and `.numericText` also moves the texts vertically
/// by 60 % of their height (docs/semantics.md).
struct ContentFade: Sendable {
    var time: Double
    var old: AnyLeafView
    var oldMeasurement: LeafMeasurement?
    var kind: ContentTransitionKind

    /// Whether the content two leaves show differs in a way that cannot interpolate.
    static func differs(_ old: AnyLeafView, _ new: AnyLeafView) -> Bool {
        guard let before = old.discreteContent, let after = new.discreteContent else { return false }
        return before != after
    }

    /// How far the texts move vertically, as a fraction of their height, at progress `p`:
    /// (old, new).
    func verticalShift(at p: Double) -> (old: Double, new: Double) {
        guard case .numericText(let countsDown) = kind else { return (0, 0) }
        let direction: Double = countsDown ? 1 : -1
        return (direction * 0.6 * p, -direction * 0.6 * (1 - p))
    }
}

extension TimelineBuilder {
    /// Starts the cross-fades the walk found.
    mutating func startContentFades(
        _ changes: [(identity: Identity, old: AnyLeafView, kind: ContentTransitionKind, animation: Animation)],
        time: Double, previousLayout: LayoutTree
    ) {
        for change in changes {
            let key = TrackKey(identity: change.identity, property: .contentFade)
            if tracks[key] == nil {
                tracks[key] = AnimatableTrack(initial: [0], at: time)
            } else {
                tracks[key]?.reset(to: [0], at: time)
            }
            tracks[key]?.set([1], at: time, animation: change.animation)
            contentFades[change.identity, default: []].append(
                ContentFade(
                    time: time, old: change.old, oldMeasurement: previousLayout[change.identity]?.measurement,
                    kind: change.kind))
        }
    }
}
