/// One animation of a combination (SEMANTICS §1.6, combine): it started at `start` and carries
/// the value from whatever the earlier entries show towards `target`, on its own clock.
struct CombinedEntry: Hashable, Sendable {
    /// The time of the change that started it.
    let start: Double
    /// The model value it was started for (the cumulative target T_i).
    let target: [Double]
    let animation: ResolvedAnimation

    /// The time from which this entry holds its target.
    var finishTime: Double { start + animation.finishTime }

    /// P_i = P_{i−1} + A_i(T_i − P_{i−1}, t − t_i), applied in place to the running sum P and
    /// its time derivative. Written as (1 − p)·P + p·T so that p = 1 (finished) holds the target
    /// exactly. Returns whether the entry reports its velocity to a merging spring.
    func apply(at time: Double, values: inout [Double], velocities: inout [Double], withVelocity: Bool) -> Bool {
        let sample = animation.sample(at: time - start)
        let p = sample.progress
        for index in target.indices {
            let previous = values[index]
            values[index] = (1 - p) * previous + p * target[index]
            if withVelocity {
                velocities[index] = (1 - p) * velocities[index] + sample.velocity * (target[index] - previous)
            }
        }
        return sample.reportsVelocity
    }
}
