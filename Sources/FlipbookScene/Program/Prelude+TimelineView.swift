extension Prelude {
    /// `TimelineView`, written in Swift: an `Animatable` modifier holds the time since the view
    /// appeared, driven by a linear animation that repeats for ever, and its body is the
    /// scene's content closure called with the schedule's date for that time. The live stage
    /// evaluates it at every frame (its modifiers, and its text or shape when it is one), so the
    /// content follows the clock as SwiftUI's does. A clip with a `TimelineView` is endless:
    /// 5 s unless `--duration` says otherwise.
    static let timelineViewSource = #"""
        struct _TimelineSchedule {
            /// 0 every frame, 1 every `interval` from `start`, 2 at `dates`.
            let kind: Int
            let start: Double
            let interval: Double
            let dates: [Double]

            static let animation = _TimelineSchedule(kind: 0, start: 0, interval: 0, dates: [])
            static let everyMinute = _TimelineSchedule(kind: 1, start: 0, interval: 60, dates: [])
            static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> _TimelineSchedule {
                guard let minimumInterval, minimumInterval > 0 else { return .animation }
                return _TimelineSchedule(kind: 1, start: 0, interval: minimumInterval, dates: [])
            }
            static func periodic(from start: Date, by interval: Double) -> _TimelineSchedule {
                _TimelineSchedule(kind: 1, start: start.timeIntervalSinceReferenceDate, interval: max(interval, 0.001), dates: [])
            }
            static func explicit(_ dates: [Date]) -> _TimelineSchedule {
                _TimelineSchedule(kind: 2, start: 0, interval: 0, dates: dates.map { $0.timeIntervalSinceReferenceDate })
            }

            /// The date the view shows at clip time `time`.
            func date(at time: Double) -> Double {
                switch kind {
                case 1:
                    guard time >= start else { return start }
                    return start + ((time - start) / interval).rounded(.down) * interval
                case 2:
                    return dates.filter { $0 <= time }.max() ?? (dates.min() ?? time)
                default:
                    return time
                }
            }
        }

        /// The schedules' own initializers (`PeriodicTimelineSchedule(from:by:)`), the same
        /// schedules as the static functions make (functions here: every schedule is one type).
        func PeriodicTimelineSchedule(from start: Date, by interval: Double) -> _TimelineSchedule {
            .periodic(from: start, by: interval)
        }
        func AnimationTimelineSchedule(minimumInterval: Double? = nil, paused: Bool = false) -> _TimelineSchedule {
            .animation(minimumInterval: minimumInterval, paused: paused)
        }
        func ExplicitTimelineSchedule(_ dates: [Date]) -> _TimelineSchedule { .explicit(dates) }
        func EveryMinuteTimelineSchedule() -> _TimelineSchedule { .everyMinute }

        enum _TimelineCadence: Comparable { case live, seconds, minutes }

        struct TimelineViewDefaultContext {
            let date: Date
            let cadence: _TimelineCadence
        }

        struct _TimelineSampler<Content: View>: ViewModifier, Animatable {
            var elapsed: Double
            let start: Double
            let schedule: _TimelineSchedule
            let content: (TimelineViewDefaultContext) -> Content
            var animatableData: Double {
                get { elapsed }
                set { elapsed = newValue }
            }
            func body(content placeholder: Content2) -> some View {
                // A transaction's views show the transaction's time: SwiftUI updates a timeline's
                // content without animation, so the transaction that starts this clock changes
                // nothing. Every frame evaluates the content again at the clock's time.
                let now = _isSamplingFrame() ? start + elapsed : Date().timeIntervalSinceReferenceDate
                let date = Date(timeIntervalSinceReferenceDate: schedule.date(at: now))
                return self.content(TimelineViewDefaultContext(date: date, cadence: .live))
            }
        }

        struct TimelineView<Content: View>: View {
            let schedule: _TimelineSchedule
            let content: (TimelineViewDefaultContext) -> Content
            @State private var elapsed = 0.0
            /// When the view appeared: its state is made then.
            @State private var start = Date().timeIntervalSinceReferenceDate

            init(_ schedule: _TimelineSchedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
                self.schedule = schedule
                self.content = content
            }

            var body: some View {
                Color.clear
                    .modifier(_TimelineSampler(elapsed: elapsed, start: start, schedule: schedule, content: content))
                    .onAppear {
                        // A linear clock: 1000 s of time in 1000 s, again and again.
                        withAnimation(.linear(duration: 1000).repeatForever(autoreverses: false)) { elapsed = 1000 }
                    }
            }
        }

        /// `Text(date, style: .timer)` and `Text(timerInterval:pauseTime:countsDown:showsHours:)`:
        /// the clock as a timer text writes it ("0:05", "1:02:05"), evaluated at every frame.
        /// Elapsed time counts whole seconds down; time remaining counts them up, so a ten-second
        /// countdown shows "0:10" until a second has passed and "0:00" at its end.
        struct _ClockText: View {
            let start: Double
            let end: Double?
            let countsDown: Bool
            let showsHours: Bool
            let pause: Double?

            var body: some View {
                TimelineView(.animation) { context in
                    Text(_ClockText.string(seconds(at: min(context.date.timeIntervalSinceReferenceDate, pause ?? .infinity)), showsHours: showsHours))
                }
            }

            /// The whole seconds shown at `now`. The second turns at the whole second: a millisecond
            /// of slack keeps the timeline's date, sampled from a 1000 s animation whose progress
            /// SwiftUI rounds to 2⁻²⁰ (so within 0.5 ms), on the right side of it.
            func seconds(at now: Double) -> Int {
                let slack = 0.001
                if let end {
                    let total = max(0, end - start)
                    let elapsed = min(max(0, now - start + slack), total)
                    return countsDown ? Int((total - elapsed).rounded(.up)) : Int(elapsed.rounded(.down))
                }
                let offset = now - start + slack
                return offset >= 0 ? Int(offset.rounded(.down)) : Int((-offset).rounded(.up))
            }

            static func string(_ seconds: Int, showsHours: Bool) -> String {
                let hours = seconds / 3600
                let minutes = showsHours ? (seconds % 3600) / 60 : seconds / 60
                let rest = seconds % 60
                let paddedSeconds = (rest < 10 ? "0" : "") + "\(rest)"
                if showsHours && hours > 0 {
                    return "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes):" + paddedSeconds
                }
                return "\(minutes):" + paddedSeconds
            }
        }

        /// `Text(date, style: .relative)` ("11 min, 14 sec": the time to or since `date`, its two
        /// largest units) and `.offset` ("-11 minutes": its largest unit, minus for a date to come),
        /// evaluated at every frame. The whole seconds turn as the timer's do.
        struct _RelativeDateText: View {
            let date: Double
            let isOffset: Bool

            var body: some View {
                TimelineView(.animation) { context in
                    Text(_RelativeDateText.string(now: context.date.timeIntervalSinceReferenceDate, date: date, isOffset: isOffset))
                }
            }

            static func string(now: Double, date: Double, isOffset: Bool) -> String {
                let clock = _ClockText(start: date, end: nil, countsDown: false, showsHours: true, pause: nil)
                let seconds = clock.seconds(at: now)
                let isFuture = now < date - 0.001
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let from = Date(timeIntervalSinceReferenceDate: date)
                let to = from.addingTimeInterval(Double(seconds))
                let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
                let values = [parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0]
                let short = [("yr", "yrs"), ("mth", "mths"), ("day", "days"), ("hr", "hr"), ("min", "min"), ("sec", "sec")]
                let full = [("year", "years"), ("month", "months"), ("day", "days"), ("hour", "hours"), ("minute", "minutes"), ("second", "seconds")]
                let first = values.firstIndex(where: { $0 != 0 }) ?? 5
                func unit(_ index: Int, _ names: [(String, String)]) -> String {
                    "\(values[index]) " + (values[index] == 1 ? names[index].0 : names[index].1)
                }
                if isOffset {
                    let sign = values[first] == 0 ? "" : (isFuture ? "-" : "+")
                    return sign + unit(first, full)
                }
                if first < 5 && values[first + 1] != 0 {
                    return unit(first, short) + ", " + unit(first + 1, short)
                }
                return unit(first, short)
            }
        }
        """#
}
