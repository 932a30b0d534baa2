import FlipbookModel

extension Animation {
    /// How long a fresh run of this animation lasts, from its start to the time its value
    /// reaches the target for good: the duration of a curve, a spring's finish by the renderer's
    /// rule (≤ 10 s), delays, speeds and repeats included; .infinity for `repeatForever`, 0 for
    /// an instant animation. Useful to know when a removed view can go.
    public var finishTime: Double {
        ResolvedAnimation(self).finishTime
    }

    /// The unit progress of a fresh run of this animation at `time` seconds after its start:
    /// 0 at the start, 1 once finished, outside [0, 1] while a spring or curve overshoots.
    /// This resolves the animation on every call (a spring scans for its finish time); for
    /// many samples of one animation, use an `AnimatableTrack`.
    public func progress(at time: Double) -> Double {
        ResolvedAnimation(self).sample(at: time).progress
    }
}
