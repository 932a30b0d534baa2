import FlipbookModel

/// A fluid spring that took over a running animation (SEMANTICS §1.6, merge): it starts from the
/// displayed value and velocity at the merge and heads for the new target, per component, in
/// absolute units.
///
/// The spring runs on the clock of its delay/speed modifiers. A bare spring's clock starts at
/// the merge; a modified spring merges only with an animation carrying the same modifiers and
/// keeps that animation's clock, as SwiftUI continues the merged state on the running
/// animation's elapsed time (so a delay is not served twice).
struct MergedSpring: Hashable, Sendable {
    /// The real time at which the modifiers' clock reads 0.
    let clockStart: Double
    /// The modifiers' time map.
    let warp: TimeWarp
    /// The local time of the merge; spring time s is local time minus this.
    let localStart: Double
    /// Its displacements are from this: moving it moves the whole trajectory.
    private(set) var target: [Double]
    /// The spring at its own response, which holds after any blend.
    let oscillator: DampedOscillator
    /// The numerically integrated start, when the response blends from the previous spring's.
    let blend: ResponseBlend?
    /// The spring time from which the closed form applies (the blend window, or 0).
    let closedFormStart: Double
    /// Displacements from the target and local velocities at `closedFormStart`.
    let displacements: [Double]
    let velocities: [Double]
    /// The real time at which the renderer's finish rule holds; the value snaps to the target.
    let finishTime: Double

    /// Creates the spring from the state at the merge.
    /// - Parameters:
    ///   - mergeTime: the real time of the merge.
    ///   - value: the displayed value at the merge.
    ///   - localVelocity: its velocity in the modifiers' local time units.
    ///   - previousResponse: the response to blend from, if the running animation was a fluid
    ///     spring with another response and this one has a positive blend duration.
    init(
        clockStart: Double,
        warp: TimeWarp,
        mergeTime: Double,
        value: [Double],
        localVelocity: [Double],
        target: [Double],
        oscillator: DampedOscillator,
        spring: (response: Double, dampingFraction: Double, blendDuration: Double),
        previousResponse: Double?
    ) {
        self.clockStart = clockStart
        self.warp = warp
        self.target = target
        self.oscillator = oscillator
        localStart = warp.localTime(at: mergeTime - clockStart)
        let startDisplacements = zip(value, target).map { $0 - $1 }
        // The thresholds scale with the new spring's ω0, also while the response still blends.
        let scale = SpringFinishRule.scale(
            displacements: startDisplacements, velocities: localVelocity,
            naturalFrequency: oscillator.naturalFrequency
        )
        let springFinish: Double
        if let previousResponse, previousResponse != spring.response, spring.blendDuration > 0, !target.isEmpty {
            let blend = ResponseBlend(
                previousResponse: previousResponse, response: spring.response,
                dampingFraction: spring.dampingFraction, blendDuration: spring.blendDuration,
                displacements: startDisplacements, velocities: localVelocity
            )
            let end = blend.state(at: blend.window)
            self.blend = blend
            closedFormStart = blend.window
            displacements = Array(end[0..<target.count])
            velocities = Array(end[target.count...])
            springFinish =
                Self.finishTimeDuringBlend(blend, scale: scale)
                ?? SpringFinishRule.finishTime(
                    oscillator: oscillator, displacements: displacements, velocities: velocities, scale: scale,
                    origin: blend.window, firstStep: blend.gridCount
                )
        } else {
            blend = nil
            closedFormStart = 0
            displacements = startDisplacements
            velocities = localVelocity
            springFinish = SpringFinishRule.finishTime(
                oscillator: oscillator, displacements: displacements, velocities: velocities, scale: scale
            )
        }
        finishTime =
            springFinish > 0
            ? max(mergeTime, clockStart + warp.elapsedTime(reaching: localStart + springFinish))
            : mergeTime
    }

    /// Writes the value at real time t, and its velocity per real second if asked for.
    /// The same spring running about a target moved by `delta` (a change without animation).
    func shifted(by delta: [Double]) -> MergedSpring {
        var copy = self
        copy.target = zip(target, delta).map { $0 + $1 }
        return copy
    }

    func sample(at time: Double, values: inout [Double], velocities rates: inout [Double], withVelocity: Bool) {
        let elapsed = time - clockStart
        let springTime = max(0, warp.localTime(at: elapsed) - localStart)
        let rate = warp.localRate(at: elapsed)
        if let blend, springTime < closedFormStart {
            let state = blend.state(at: springTime)
            for index in target.indices {
                values[index] = target[index] + state[index]
                if withVelocity { rates[index] = state[target.count + index] * rate }
            }
            return
        }
        let propagator = oscillator.propagator(at: springTime - closedFormStart)
        for index in target.indices {
            let y0 = displacements[index]
            let v0 = velocities[index]
            values[index] = target[index] + propagator.displacement(from: y0, velocity: v0)
            if withVelocity { rates[index] = propagator.velocity(from: y0, velocity: v0) * rate }
        }
    }

    /// The first grid time inside the blend window at which the finish rule holds, if any.
    private static func finishTimeDuringBlend(_ blend: ResponseBlend, scale: Double) -> Double? {
        guard scale > 0, scale.isFinite else { return 0 }
        let dimension = blend.dimension
        for index in 0..<blend.gridCount {
            let state = blend.gridState(index)
            var largestDisplacement = 0.0
            var largestVelocity = 0.0
            for component in 0..<dimension {
                largestDisplacement = max(largestDisplacement, abs(state[state.startIndex + component]))
                largestVelocity = max(largestVelocity, abs(state[state.startIndex + dimension + component]))
            }
            if SpringFinishRule.isSettled(
                largestDisplacement: largestDisplacement, largestVelocity: largestVelocity, scale: scale
            ) {
                return Double(index) * SpringFinishRule.gridStep
            }
        }
        return nil
    }
}
