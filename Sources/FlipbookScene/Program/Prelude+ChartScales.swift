extension Prelude {
    /// Swift Charts' scales, in Swift: how plotted values become positions along an axis, and
    /// which ticks the axis labels. Strings are categories, in order of first appearance, each
    /// a band of equal width; numbers are a linear domain that includes zero and is widened to
    /// "nice" ticks (steps of 1, 2 or 5 × 10ⁿ, at most five intervals). The rules are chosen,
    /// not measured (docs/semantics.md, "Charts").
    static let chartScalesSource = #"""
        /// A plotted number, or nil for a category.
        func _chartNumber(_ value: Any) -> Double? {
            if let date = value as? Date { return date.timeIntervalSinceReferenceDate }
            if let number = value as? Double { return number }
            if let number = value as? Int { return Double(number) }
            if let number = value as? CGFloat { return Double(number) }
            if let number = value as? Float { return Double(number) }
            return nil
        }

        /// A plotted value as a category's name.
        func _chartCategory(_ value: Any) -> String {
            if let text = value as? String { return text }
            return "\(value)"
        }

        /// `chartYScale(domain: .automatic(includesZero: false))`.
        struct _ChartAutomaticDomain {
            let includesZero: Bool
            static let automatic = _ChartAutomaticDomain(includesZero: true)
            static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> _ChartAutomaticDomain {
                if reversed == true { _notSupported("a reversed chart scale is not supported by Flipbook yet") }
                return _ChartAutomaticDomain(includesZero: includesZero ?? true)
            }
        }

        /// `chartYScale(type:)`: Flipbook draws linear scales only.
        struct ScaleType: Equatable {
            let _name: String
            static let automatic = ScaleType(_name: "automatic")
            static let linear = ScaleType(_name: "linear")
            static let category = ScaleType(_name: "category")
            static let log = ScaleType(_name: "log")
            static let squareRoot = ScaleType(_name: "squareRoot")
            static let date = ScaleType(_name: "date")
            static func power(exponent: Double = 2) -> ScaleType { ScaleType(_name: "power") }
            static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType(_name: "symmetricLog") }
            func _check() {
                if self != .automatic && self != .linear && self != .category {
                    _notSupported("a chart scale of type .\(_name) is not supported by Flipbook yet; Flipbook draws linear scales")
                }
            }
        }

        struct _ChartScale {
            var categories: [String] = []
            /// Each category's index, so a chart of many marks places each in one step.
            var categoryIndex: [String: Int] = [:]
            var isCategorical = false
            var lower = 0.0
            var upper = 1.0
            var step = 1.0
            var ticks: [Double] = []
            var isDate = false
            var dateLabels: [String] = []

            /// Where a value sits along the axis, from 0 (its start) to 1: a category's band
            /// centre, or a number's place in the domain.
            func position(_ value: Any) -> Double {
                if isCategorical {
                    let index = categoryIndex[_chartCategory(value)] ?? 0
                    return (Double(index) + 0.5) / Double(max(categories.count, 1))
                }
                return fraction(_chartNumber(value) ?? 0)
            }

            func fraction(_ number: Double) -> Double {
                upper > lower ? (number - lower) / (upper - lower) : 0
            }

            /// What a tick stands for: its date on a time axis, else its number.
            func value(of tick: Double) -> Any {
                isDate ? Date(timeIntervalSinceReferenceDate: tick) : tick
            }

            /// The values the axis's marks are asked about: its categories, or its ticks'.
            var tickValues: [Any] {
                isCategorical ? categories : ticks.map { value(of: $0) }
            }

            /// The middle of a tick's interval, up to the next tick (the last one's as long as
            /// the one before it).
            func middle(after index: Int) -> Double {
                guard index < ticks.count else { return 0 }
                if index + 1 < ticks.count { return (ticks[index] + ticks[index + 1]) / 2 }
                if index > 0 { return ticks[index] + (ticks[index] - ticks[index - 1]) / 2 }
                return ticks[index]
            }

            /// A category's band, as a fraction of the axis.
            var band: Double { 1 / Double(max(categories.count, 1)) }

            /// The text of a tick's label: grouped thousands for whole steps, else as many
            /// decimals as the step has.
            func label(_ tick: Double) -> String {
                if isDate, let index = ticks.firstIndex(of: tick), index < dateLabels.count { return dateLabels[index] }
                var decimals = 0
                var scaled = step
                while decimals < 6 && abs(scaled - scaled.rounded()) > 1e-9 {
                    decimals += 1
                    scaled *= 10
                }
                let negative = tick < -1e-12
                let power = Double(_chartPower(decimals))
                // Beyond what an Int holds (values near 1e308), Swift's own description.
                guard abs(tick) * power < 1e15 else { return "\(tick)" }
                let units = Int((abs(tick) * power).rounded())
                let whole = units / _chartPower(decimals)
                var text = _chartGrouped(whole)
                if decimals > 0 {
                    var fraction = String(units % _chartPower(decimals))
                    while fraction.count < decimals { fraction = "0" + fraction }
                    text += "." + fraction
                }
                return negative ? "-" + text : text
            }
        }

        func _chartPower(_ exponent: Int) -> Int {
            var result = 1
            for _ in 0..<exponent { result *= 10 }
            return result
        }

        func _chartGrouped(_ number: Int) -> String {
            let digits = Array(String(number))
            var text = ""
            for (index, digit) in digits.enumerated() {
                if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
                text.append(digit)
            }
            return text
        }

        /// The smallest step of 1, 2 or 5 × 10ⁿ that covers `span` in at most five intervals.
        func _chartNiceStep(_ span: Double) -> Double {
            guard span > 0 else { return 1 }
            let raw = span / 5
            var magnitude = pow(10, floor(log10(raw)))
            while true {
                for multiple in [1.0, 2.0, 5.0] where multiple * magnitude >= raw * (1 - 1e-9) {
                    return multiple * magnitude
                }
                magnitude *= 10
            }
        }

        /// The scale of one axis, from the values plotted along it and `chartXScale` /
        /// `chartYScale`'s domain.
        func _chartScale(numbers: [Double], categories: [String], domain: Any?, dates: Bool = false, unit: Double = 0) -> _ChartScale {
            var scale = _ChartScale()
            var domain = domain
            // `domain: [0, 60]`, `[start, end]` on an axis of numbers or dates: the extent of a
            // continuous scale, as Charts takes it, not two categories.
            if categories.isEmpty, let values = domain as? [Any], !values.isEmpty {
                let bounds = values.compactMap { _chartNumber($0) }
                if bounds.count == values.count, let low = bounds.min(), let high = bounds.max() {
                    domain = dates ? (Date(timeIntervalSinceReferenceDate: low)...Date(timeIntervalSinceReferenceDate: high)) as Any : (low...high) as Any
                }
            }
            if dates && categories.isEmpty { return _chartDateScale(numbers, domain: domain, unit: unit) }
            if !categories.isEmpty || domain is [Any] {
                scale.isCategorical = true
                let names = (domain as? [Any])?.map { _chartCategory($0) } ?? categories
                for name in names where scale.categoryIndex[name] == nil {
                    scale.categoryIndex[name] = scale.categories.count
                    scale.categories.append(name)
                }
                return scale
            }
            var includesZero = true
            if let automatic = domain as? _ChartAutomaticDomain { includesZero = automatic.includesZero }
            var low = numbers.min() ?? 0
            var high = numbers.max() ?? 0
            if includesZero {
                low = min(low, 0)
                high = max(high, 0)
            }
            if let domain, !(domain is _ChartAutomaticDomain), !(domain is [Any]) {
                // A written domain is the axis as given; its ticks are the nice ones inside it.
                low = _chartNumber(domain.lowerBound) ?? low
                high = _chartNumber(domain.upperBound) ?? high
                scale.lower = low
                scale.upper = high
                scale.step = _chartNiceStep(high - low)
                var tick = ceil(low / scale.step - 1e-9) * scale.step
                while tick <= high + scale.step * 1e-9 {
                    scale.ticks.append(tick)
                    tick += scale.step
                }
                return scale
            }
            if high <= low {
                // Nothing to span (all zeros, or one value): a unit domain above it.
                high = low + (low == 0 ? 1 : abs(low))
            }
            scale.step = _chartNiceStep(high - low)
            scale.lower = floor(low / scale.step + 1e-9) * scale.step
            scale.upper = ceil(high / scale.step - 1e-9) * scale.step
            var tick = scale.lower
            // A domain near Double's largest (a value of 1e308) rounds up to infinity: the ticks
            // stop at the finite ones, at most a nice step's few.
            while tick <= scale.upper + scale.step * 1e-9, tick.isFinite, scale.ticks.count < 100 {
                scale.ticks.append(tick)
                tick += scale.step
            }
            return scale
        }

        /// A time axis: the dates' span, without zero, with ticks on calendar boundaries: the
        /// smallest of 1, 3, 6 or 12 hours, 1 or 2 days, a week, 1, 3 or 6 months, or 1, 5 or 10
        /// years that makes at most seven intervals, and no shorter than the unit the dates are
        /// plotted by (`unit:`), labelled "5 AM", "Feb 10", "Mar", "2024".
        func _chartDateScale(_ numbers: [Double], domain: Any?, unit: Double) -> _ChartScale {
            var scale = _ChartScale()
            scale.isDate = true
            var low = numbers.min() ?? 0
            var high = numbers.max() ?? 0
            if let domain, !(domain is _ChartAutomaticDomain), !(domain is [Any]) {
                low = _chartNumber(domain.lowerBound) ?? low
                high = _chartNumber(domain.upperBound) ?? high
            }
            if high <= low { high = low + 86400 }
            scale.lower = low
            scale.upper = high
            let steps: [(Calendar.Component, Int, Double)] = [
                (.hour, 1, 3600), (.hour, 3, 10800), (.hour, 6, 21600), (.hour, 12, 43200), (.day, 1, 86400),
                (.day, 2, 172800), (.weekOfYear, 1, 604800), (.month, 1, 2629800), (.month, 3, 7889400),
                (.month, 6, 15778800), (.year, 1, 31557600), (.year, 5, 157788000), (.year, 10, 315576000),
            ]
            var chosen = steps[steps.count - 1]
            // A month is 28 to 31 days: the unit's length is compared with some slack.
            for step in steps where (high - low) / step.2 <= 7 && step.2 >= unit * 0.9 {
                chosen = step
                break
            }
            return _chartDateTicks(scale, component: chosen.0, count: chosen.1)
        }

        /// A time axis's ticks every `count` calendar units, from the first unit boundary in
        /// its span (at most 100), each labelled as the unit is ("5 AM", "Mar", "2024", "Feb 10").
        func _chartDateTicks(_ axis: _ChartScale, component: Calendar.Component, count: Int) -> _ChartScale {
            var scale = axis
            scale.ticks = []
            scale.dateLabels = []
            let calendar = Calendar.current
            let low = min(scale.lower, scale.upper)
            let high = max(scale.lower, scale.upper)
            // Hours count from midnight and minutes from the hour, so that 3 hours or 15 minutes
            // fall on round times.
            let start: Calendar.Component = component == .hour ? .day : component == .minute ? .hour : component
            var date = _chartUnitStart(Date(timeIntervalSinceReferenceDate: low), start)
            while date.timeIntervalSinceReferenceDate < low - 1e-6 {
                date = calendar.date(byAdding: component, value: count, to: date)!
            }
            while date.timeIntervalSinceReferenceDate <= high + 1e-6 && scale.ticks.count < 100 {
                scale.ticks.append(date.timeIntervalSinceReferenceDate)
                scale.dateLabels.append(_chartDateLabel(date, component))
                date = calendar.date(byAdding: component, value: count, to: date)!
            }
            return scale
        }

        /// A time tick's label, as Charts writes the unit it steps by.
        func _chartDateLabel(_ date: Date, _ component: Calendar.Component) -> String {
            switch component {
            case .hour: date.formatted(.dateTime.hour())
            case .minute, .second: date.formatted(.dateTime.hour().minute())
            case .month: date.formatted(.dateTime.month(.abbreviated))
            case .year: date.formatted(.dateTime.year())
            default: date.formatted(.dateTime.month(.abbreviated).day())
            }
        }
        """#
}
