import FlipbookModel

extension TrackSegment {
    /// The segment that follows `running` when the model value changes to `target` at `time`
    /// with `animation`: a fresh animation if nothing runs, else a merge or a combination
    /// (SEMANTICS §1.6). The caller handles jumps (no animation) and dimension changes.
    static func following(
        _ running: TrackSegment,
        to target: [Double],
        at time: Double,
        animation: Animation
    ) -> TrackSegment {
        let resolved = ResolvedAnimation(animation)
        let chain = ModifierChain(animation)
        if resolved.finishTime <= 0 {
            return .still(target, at: time)
        }
        guard running.isRunning(at: time) else {
            let entry = CombinedEntry(start: time, target: target, animation: resolved)
            return TrackSegment(
                start: time, target: target, origin: .fixed(running.target), entries: [entry],
                finishTime: entry.finishTime, sole: SoleAnimation(chain: chain, clockStart: time),
                isAnimated: true
            )
        }
        if let merged = merging(running, to: target, at: time, chain: chain) {
            return merged
        }
        return combining(running, with: CombinedEntry(start: time, target: target, animation: resolved))
    }

    /// The merge of a fluid spring into the running animation, or nil when they combine instead.
    private static func merging(
        _ running: TrackSegment,
        to target: [Double],
        at time: Double,
        chain: ModifierChain
    ) -> TrackSegment? {
        guard let spring = chain.fluidSpring, let warp = chain.warp,
            let oscillator = DampedOscillator(fluidResponse: spring.response, dampingFraction: spring.dampingFraction)
        else { return nil }
        // The running animation's spring, when its modifiers are the same as the new one's: the
        // response to blend from, and for modified springs the condition to merge at all.
        let runningSpring = running.sole.flatMap { sole in
            sole.chain.modifiers == chain.modifiers ? sole.chain.fluidSpring : nil
        }
        let clockStart: Double
        if chain.modifiers.isEmpty {
            // A bare fluid spring takes over any running animation, on a clock starting now.
            clockStart = time
        } else if let sole = running.sole, runningSpring != nil {
            clockStart = sole.clockStart
        } else {
            return nil
        }
        let rate = warp.localRate(at: time - clockStart)
        // During a delay the local clock stands still and the running spring is at rest there.
        let localVelocity = running.mergeVelocity(at: time).map { rate > 0 ? $0 / rate : 0 }
        let merged = MergedSpring(
            clockStart: clockStart, warp: warp, mergeTime: time, value: running.value(at: time),
            localVelocity: localVelocity, target: target, oscillator: oscillator, spring: spring,
            previousResponse: runningSpring?.response
        )
        return TrackSegment(
            start: time, target: target, origin: .spring(merged), entries: [],
            finishTime: merged.finishTime, sole: SoleAnimation(chain: chain, clockStart: clockStart),
            isAnimated: true
        )
    }

    /// The segment after a change without animation at `time` while this one runs: SwiftUI's
    /// running animations go on as offsets from the model value (OpenSwiftUI's `AnimatorState`
    /// keeps animating its interval, added to the new model value), so the displayed value moves
    /// by the change at once and keeps its motion, and the animation ends when it would have.
    func shifted(to newTarget: [Double], at time: Double) -> TrackSegment {
        let delta = zip(newTarget, target).map { $0 - $1 }
        func moved(_ value: [Double]) -> [Double] { zip(value, delta).map { $0 + $1 } }
        let movedOrigin: Origin
        switch origin {
        case .fixed(let value): movedOrigin = .fixed(moved(value))
        case .spring(let spring): movedOrigin = .spring(spring.shifted(by: delta))
        }
        return TrackSegment(
            start: time, target: newTarget, origin: movedOrigin,
            entries: entries.map { CombinedEntry(start: $0.start, target: moved($0.target), animation: $0.animation) },
            finishTime: finishTime, sole: sole, isAnimated: false
        )
    }

    /// The running animation with one more entry. Entries that finished before `time` no
    /// longer change anything (the next entry starts from their held target), so they are
    /// folded into the origin to keep evaluation short.
    private static func combining(_ running: TrackSegment, with entry: CombinedEntry) -> TrackSegment {
        let time = entry.start
        var origin = running.origin
        var entries = running.entries
        if let lastFinished = entries.lastIndex(where: { $0.finishTime <= time }) {
            origin = .fixed(entries[lastFinished].target)
            entries.removeFirst(lastFinished + 1)
        } else if case .spring(let spring) = origin, spring.finishTime <= time {
            origin = .fixed(spring.target)
        }
        entries.append(entry)
        return TrackSegment(
            start: time, target: entry.target, origin: origin, entries: entries,
            finishTime: entry.finishTime, sole: nil, isAnimated: true
        )
    }
}
