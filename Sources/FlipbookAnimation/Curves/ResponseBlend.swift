import FlipbookModel

/// The start of a merged fluid spring whose response blends from the running spring's to its
/// own over `blendDuration` (SEMANTICS §1.6):
/// r(s) = r_new + (r_old − r_new)·(1 − P²(3 − 2P)), P = clamp(s / blendDuration, 0, 1).
///
/// A spring with a changing stiffness has no closed form. Over each step of the 1 ms finish
/// grid the response is frozen at its value in the middle of the step and the state is moved
/// with that spring's exact propagator. This midpoint rule is second-order accurate, stable at
/// any stiffness (unlike an explicit integrator), and deterministic: a state depends only on the
/// fixed grid, never on which times were asked for before.
struct ResponseBlend: Hashable, Sendable {
    let previousResponse: Double
    let response: Double
    let dampingFraction: Double
    let blendDuration: Double
    /// The span of spring time that is integrated: the blend, cut at the spring's time cap.
    let window: Double
    let dimension: Int
    /// The number of grid times inside the window (at least the start).
    let gridCount: Int
    /// The state at each grid time k·step < window: the displacements, then the velocities.
    private let gridStates: [Double]

    init(
        previousResponse: Double,
        response: Double,
        dampingFraction: Double,
        blendDuration: Double,
        displacements: [Double],
        velocities: [Double]
    ) {
        self.previousResponse = previousResponse
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
        window = min(blendDuration, SpringFinishRule.cap)
        dimension = displacements.count
        gridCount = max(1, Self.gridCount(window: window))
        var states = displacements + velocities
        let step = SpringFinishRule.gridStep
        var state = states
        for index in 1..<gridCount {
            let from = Double(index - 1) * step
            state = Self.advanced(
                state, from: from, by: step, blend: (previousResponse, response, dampingFraction, blendDuration))
            states += state
        }
        gridStates = states
    }

    /// The number of grid times inside the window: k·step < window for k in 0..<count.
    static func gridCount(window: Double) -> Int {
        Int((window / SpringFinishRule.gridStep).rounded(.up))
    }

    /// The state (displacements, then velocities) at grid time k·step.
    func gridState(_ index: Int) -> ArraySlice<Double> {
        let width = 2 * dimension
        return gridStates[(index * width)..<((index + 1) * width)]
    }

    /// The state at spring time s in [0, window]: the grid state below, moved by the remainder.
    func state(at time: Double) -> [Double] {
        let step = SpringFinishRule.gridStep
        let index = min(max(Int((time / step).rounded(.down)), 0), gridCount - 1)
        let from = Double(index) * step
        let base = Array(gridState(index))
        let remainder = time - from
        guard remainder > 0 else { return base }
        return Self.advanced(base, from: from, by: remainder, blend: (previousResponse, response, dampingFraction, blendDuration))
    }

    /// The response at spring time s.
    static func blendedResponse(at time: Double, previous: Double, new: Double, duration: Double) -> Double {
        let p = min(max(time / duration, 0), 1)
        return new + (previous - new) * (1 - p * p * (3 - 2 * p))
    }

    /// `state` moved from spring time `from` by `duration` with the response frozen at the
    /// middle of the interval.
    private static func advanced(
        _ state: [Double],
        from: Double,
        by duration: Double,
        blend: (previous: Double, new: Double, dampingFraction: Double, duration: Double)
    ) -> [Double] {
        let middle = from + duration / 2
        let response = blendedResponse(at: middle, previous: blend.previous, new: blend.new, duration: blend.duration)
        guard let oscillator = DampedOscillator(fluidResponse: response, dampingFraction: blend.dampingFraction) else {
            return state
        }
        let propagator = oscillator.propagator(at: duration)
        let dimension = state.count / 2
        var next = state
        for index in 0..<dimension {
            let y = state[index]
            let v = state[dimension + index]
            next[index] = propagator.displacement(from: y, velocity: v)
            next[dimension + index] = propagator.velocity(from: y, velocity: v)
        }
        return next
    }
}
