import FlipbookModel

/// `Timer` on the virtual clock: `Timer.publish(every:on:in:).autoconnect()` for `.onReceive`
/// (fires every interval while the view is shown) and `Timer.scheduledTimer(withTimeInterval:
/// repeats:block:)` with `invalidate()`.
extension NativeTypes {
    static let timerType = NativeType("Timer") { t in
        // `private var timer = Timer()`: a placeholder the code replaces with a scheduled
        // timer; it never fires (no timer has number 0).
        t.initializer = { _, a throws(Interrupt) in
            if let label = a.remainingLabels.first {
                throw .error(
                    "Timer(\(label.map { "\($0):" } ?? "_:")…) is not supported by Flipbook yet; use Timer.scheduledTimer or Timer.publish",
                    at: a.span)
            }
            return .native(.timer(0))
        }
        t.staticFunctions.define("publish") { i, a throws(Interrupt) in
            let interval = try a.requiredDouble("every")
            guard interval > 0, interval.isFinite else {
                throw .error("Timer.publish(every:) needs an interval above 0 s, not \(formatNumber(interval))", at: a.span)
            }
            _ = try a.value("tolerance")
            _ = try a.value("on")
            _ = try a.value("in")
            _ = try a.value("options")
            if !i.isEvaluatingViews { i.host?.reopenTimerPublisher(made: a.span) }
            return .native(.timerPublisher(interval: max(interval, NativeTypes.minimumTimerInterval), site: a.span))
        }
        t.staticFunctions.define("scheduledTimer") { i, a throws(Interrupt) in
            let interval = try a.requiredDouble("withTimeInterval")
            guard interval > 0, interval.isFinite else {
                throw .error("Timer.scheduledTimer needs an interval above 0 s, not \(formatNumber(interval))", at: a.span)
            }
            let repeats = try a.bool("repeats") ?? false
            let block = try a.requiredFunction("block")
            let number = try i.requireHost(at: a.span).startTimer(
                every: max(interval, NativeTypes.minimumTimerInterval), repeats: repeats, block, at: a.span)
            return .native(.timer(number))
        }
        t.methods.define("invalidate") { i, v, _ throws(Interrupt) in
            if case .native(.timer(let number)) = v { i.host?.invalidateTimer(number) }
            return .void
        }
        t.methods.define("fire") { i, v, a throws(Interrupt) in
            if case .native(.timer(let number)) = v { try i.requireHost(at: a.span).fireTimer(number) }
            return .void
        }
        t.properties["isValid"] = { _, _, _ in .bool(true) }
        // Tolerance lets a device fire late to save power; the virtual clock fires on time,
        // which is within any tolerance.
        t.setters.define("tolerance") { i, _, value, span throws(Interrupt) in
            guard let seconds = value.asDouble, seconds >= 0, seconds.isFinite else {
                throw .error("Timer.tolerance needs a finite number of seconds, 0 or more, not \(i.describe(value))", at: span)
            }
        }
    }

    /// `Timer.TimerPublisher`: `autoconnect()`, the autoconnected publisher's `upstream` and
    /// `connect()` give the publisher back; `cancel()` of what `connect()` returns stops it
    /// (`timer.upstream.connect().cancel()`).
    static let timerPublisherType = NativeType("Timer.TimerPublisher") { t in
        t.methods.define("autoconnect") { _, v, _ throws(Interrupt) in v }
        t.methods.define("connect") { _, v, _ throws(Interrupt) in v }
        t.methods.define("cancel") { i, v, _ throws(Interrupt) in
            if case .native(.timerPublisher(_, let site)) = v { i.host?.cancelTimerPublisher(made: site) }
            return .void
        }
        t.properties["upstream"] = { _, v, _ in v }
        t.properties["_interval"] = { _, v, _ in
            guard case .native(.timerPublisher(let interval, _)) = v else { return .double(1) }
            return .double(interval)
        }
    }
}

extension NativeTypes {
    /// Foundation's shortest timer interval (0.1 ms): a shorter one fires at this rate, as on a
    /// device, so a timer of 1e-9 s does not fire a billion times per simulated second.
    static let minimumTimerInterval = 0.0001
}
