extension NativeGlobals {
    /// The prelude's `TimelineView` asks whether its content is evaluated for one frame (the
    /// live stage, at the clock's time) or for a transaction's views (at the transaction's
    /// time, so that starting its clock, an animated transaction, changes nothing it shows).
    static let timelineClockCalls: [String: NativeType.Call] = [
        "_isSamplingFrame": { i, _ throws(Interrupt) in .bool(i.host == nil) }
    ]
}
