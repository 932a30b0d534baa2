/// Things scheduled on the virtual clock, run in (time, order of scheduling) order.
struct EventQueue<Event> {
    private var entries: [(time: Double, sequence: Int, event: Event)] = []
    private var nextSequence = 0

    var isEmpty: Bool { entries.isEmpty }
    var nextTime: Double? { entries.first?.time }
    /// The event that runs next, left in the queue.
    var upcoming: (time: Double, event: Event)? { entries.first.map { ($0.time, $0.event) } }
    /// The events still scheduled, in order.
    var pending: [Event] { entries.map(\.event) }

    mutating func schedule(_ event: Event, at time: Double) {
        let entry = (time: time, sequence: nextSequence, event: event)
        nextSequence += 1
        // Binary search for the first entry later than `time`; equal times keep their order.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        entries.insert(entry, at: low)
    }

    mutating func next() -> (time: Double, event: Event)? {
        guard !entries.isEmpty else { return nil }
        let entry = entries.removeFirst()
        return (entry.time, entry.event)
    }
}
