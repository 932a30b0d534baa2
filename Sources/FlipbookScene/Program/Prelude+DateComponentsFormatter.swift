extension Prelude {
    /// Foundation's `DateComponentsFormatter` (which swift-corelibs-foundation leaves out), as
    /// it writes in the en_US locale: `2:05` positional, `2m 5s` abbreviated, `2 min, 5 sec`
    /// short, `2 minutes, 5 seconds` full, `2min 5sec` brief. The interval is split by the
    /// calendar, as Foundation splits it, so the smallest unit shown is truncated, not rounded.
    static let dateComponentsFormatterSource = #"""
        enum NSCalendar {
            struct Unit: OptionSet, Hashable {
                let rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }
                static let era = Unit(rawValue: 2)
                static let year = Unit(rawValue: 4)
                static let month = Unit(rawValue: 8)
                static let day = Unit(rawValue: 16)
                static let hour = Unit(rawValue: 32)
                static let minute = Unit(rawValue: 64)
                static let second = Unit(rawValue: 128)
                static let weekOfMonth = Unit(rawValue: 4096)
                static let weekOfYear = Unit(rawValue: 8192)
                static let nanosecond = Unit(rawValue: 32768)
            }
        }

        final class DateComponentsFormatter {
            enum UnitsStyle { case positional, abbreviated, short, full, spellOut, brief }
            struct ZeroFormattingBehavior: OptionSet {
                let rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }
                static let none = ZeroFormattingBehavior(rawValue: 0)
                static let `default` = ZeroFormattingBehavior(rawValue: 1)
                static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
                static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
                static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
                static let dropAll = ZeroFormattingBehavior(rawValue: 14)
                static let pad = ZeroFormattingBehavior(rawValue: 65536)
            }
            var unitsStyle: UnitsStyle = .positional
            var allowedUnits: NSCalendar.Unit = []
            var zeroFormattingBehavior: ZeroFormattingBehavior = .default
            var maximumUnitCount: Int = 0
            var includesApproximationPhrase = false
            var includesTimeRemainingPhrase = false
            var allowsFractionalUnits = false
            var collapsesLargestUnit = false
            var calendar: Calendar? = nil
            init() {}

            func string(from ti: TimeInterval) -> String? {
                guard ti.isFinite else { return nil }
                let start = Date(timeIntervalSinceReferenceDate: 0)
                return string(from: start, to: start.addingTimeInterval(ti))
            }

            func string(from startDate: Date, to endDate: Date) -> String? {
                let units = _units
                let isNegative = endDate < startDate
                let (from, to) = isNegative ? (endDate, startDate) : (startDate, endDate)
                let parts = Calendar.current.dateComponents(Set(units.map { $0.component }), from: from, to: to)
                return _format(units.map { _UnitAmount(unit: $0, amount: parts.value(for: $0.component) ?? 0) }, isNegative)
            }

            func string(from components: DateComponents) -> String? {
                let amounts = _units.map { _UnitAmount(unit: $0, amount: components.value(for: $0.component) ?? 0) }
                return _format(amounts, false)
            }

            func string(for value: Any?) -> String? {
                if let interval = value as? Double { return string(from: interval) }
                if let interval = value as? Int { return string(from: Double(interval)) }
                if let components = value as? DateComponents { return string(from: components) }
                return nil
            }

            private var _units: [_FormatterUnit] {
                let allowed: NSCalendar.Unit =
                    allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
                return _FormatterUnit.all.filter { allowed.contains($0.option) }
            }

            private func _format(_ amounts: [_UnitAmount], _ isNegative: Bool) -> String? {
                if unitsStyle == .spellOut {
                    _notSupported("DateComponentsFormatter's .spellOut style is not supported by Flipbook yet")
                    return nil
                }
                guard !amounts.isEmpty else { return nil }
                var shown = amounts
                let behavior = zeroFormattingBehavior
                let positional = unitsStyle == .positional
                let dropsLeading = behavior.contains(.dropLeading) || (behavior.contains(.default) && positional)
                let dropsAll = behavior.contains(.dropAll) || (behavior.contains(.default) && !positional)
                if dropsLeading || dropsAll {
                    // A positional time keeps its last two units (`0:05`), a labelled one its last.
                    let kept = positional ? min(2, shown.count) : 1
                    while shown.count > kept, shown[0].amount == 0 { shown.removeFirst() }
                }
                if dropsAll && !positional {
                    let nonzero = shown.filter { $0.amount != 0 }
                    shown = nonzero.isEmpty ? [shown[shown.count - 1]] : nonzero
                }
                if maximumUnitCount > 0 && shown.count > maximumUnitCount {
                    shown = Array(shown.prefix(maximumUnitCount))
                }
                var text: String
                if positional {
                    var pieces: [String] = []
                    for (index, part) in shown.enumerated() {
                        let digits = String(part.amount)
                        let padded = index > 0 || behavior.contains(.pad)
                        pieces.append(padded && digits.count < 2 ? "0" + digits : digits)
                    }
                    text = pieces.joined(separator: ":")
                } else {
                    let words = shown.map { $0.unit.label(part: $0.amount, style: unitsStyle) }
                    let separator = unitsStyle == .short || unitsStyle == .full ? ", " : " "
                    text = words.joined(separator: separator)
                }
                if isNegative { text = "-" + text }
                if includesApproximationPhrase { text = "About " + text }
                if includesTimeRemainingPhrase { text = text + " remaining" }
                return text
            }
        }

        struct _UnitAmount {
            let unit: _FormatterUnit
            let amount: Int
        }

        struct _FormatterUnit {
            let option: NSCalendar.Unit
            let component: Calendar.Component
            let abbreviated: String
            let brief: String
            let short: String
            let full: String

            static let all = [
                _FormatterUnit(option: .year, component: .year, abbreviated: "y", brief: "yr", short: "yr", full: "year"),
                _FormatterUnit(option: .month, component: .month, abbreviated: "mo", brief: "mth", short: "mth", full: "month"),
                _FormatterUnit(option: .weekOfMonth, component: .weekOfMonth, abbreviated: "w", brief: "wk", short: "wk", full: "week"),
                _FormatterUnit(option: .day, component: .day, abbreviated: "d", brief: "d", short: "day", full: "day"),
                _FormatterUnit(option: .hour, component: .hour, abbreviated: "h", brief: "hr", short: "hr", full: "hour"),
                _FormatterUnit(option: .minute, component: .minute, abbreviated: "m", brief: "min", short: "min", full: "minute"),
                _FormatterUnit(option: .second, component: .second, abbreviated: "s", brief: "sec", short: "sec", full: "second"),
            ]

            func label(part amount: Int, style: DateComponentsFormatter.UnitsStyle) -> String {
                switch style {
                case .abbreviated: return String(amount) + abbreviated
                case .brief: return String(amount) + brief
                case .short:
                    let plural = amount == 1 || short != "day" ? short : "days"
                    return String(amount) + " " + plural
                default: return String(amount) + " " + full + (amount == 1 ? "" : "s")
                }
            }
        }
        """#
}
