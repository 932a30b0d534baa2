import FlipbookModel
import Foundation

/// `Calendar.current`: the Gregorian calendar in UTC, as the clock of every run starts at
/// 2001-01-01 00:00:00 UTC (`Date()`), so that clocks and dates render the same everywhere.
/// Foundation's own calendar does the arithmetic.
extension NativeTypes {
    static let calendar = NativeType("Calendar") { t in
        let gregorian = Value.native(.enumCase(type: "Calendar", name: "gregorian"))
        t.initializer = { _, a throws(Interrupt) in
            _ = try a.required("identifier", .native("Calendar.Identifier"))
            return gregorian
        }
        t.staticProperties["current"] = { _, _ in gregorian }
        t.staticProperties["autoupdatingCurrent"] = { _, _ in gregorian }
        t.methods.define("component") { i, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            let component = try CalendarMath.component(try a.required(nil, .native("Calendar.Component")), at: a.span)
            let date = try CalendarMath.date(try a.required("from", .native("Date")), at: a.span)
            return .int(math.component(component, from: date))
        }
        t.methods.define("dateComponents") { i, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            let requested = try a.required(nil, .set(.native("Calendar.Component")))
            let date = try CalendarMath.date(try a.required("from", .native("Date")), at: a.span)
            // `dateComponents([.minute, .second], from: now, to: end)`: the difference.
            let end = try a.value("to", .native("Date")).map { v throws(Interrupt) in try CalendarMath.date(v, at: a.span) }
            var fields: [String: Value] = [:]
            for name in CalendarMath.componentNames { fields[name] = Value.none }
            let elements: [Value]
            switch requested {
            case .set(let storage): elements = storage.members
            case .array(let values): elements = values
            default: elements = [requested]
            }
            var components: Set<Foundation.Calendar.Component> = []
            for element in elements { components.insert(try CalendarMath.component(element, at: a.span)) }
            let found =
                end.map { math.dateComponents(components, from: date, to: $0) }
                ?? math.dateComponents(components, from: date)
            for element in elements {
                let component = try CalendarMath.component(element, at: a.span)
                guard case .native(.enumCase(_, let name)) = element, fields[name] != nil,
                    let value = found.value(for: component)
                else { continue }
                fields[name] = .int(value)
            }
            return i.prelude("DateComponents", fields)
        }
        t.methods.define("date") { i, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            if let components = try a.value("from") {
                let parts = try CalendarMath.components(components, in: "date(from:)", at: a.span)
                return math.date(from: parts).map { .native(.date($0.timeIntervalSinceReferenceDate)) } ?? .none
            }
            // `date(bySettingHour: 9, minute: 0, second: 0, of: day)`: that time of the day.
            if let hour = try a.int("bySettingHour") {
                let minute = try a.int("minute") ?? 0
                let second = try a.int("second") ?? 0
                let date = try CalendarMath.date(try a.required("of", .native("Date")), at: a.span)
                _ = try a.value("matchingPolicy")
                _ = try a.value("repeatedTimePolicy")
                _ = try a.value("direction")
                guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return .none }
                return math.date(bySettingHour: hour, minute: minute, second: second, of: date)
                    .map { .native(.date($0.timeIntervalSinceReferenceDate)) } ?? .none
            }
            // `date(bySetting: .hour, value: 9, of: day)`: the next date with that component.
            if let setting = try a.value("bySetting", .native("Calendar.Component")) {
                let component = try CalendarMath.component(setting, at: a.span)
                guard let value = try a.int("value") else { throw .error("date(bySetting:value:of:) needs an Int value", at: a.span) }
                let date = try CalendarMath.date(try a.required("of", .native("Date")), at: a.span)
                guard value.magnitude <= 1_000_000 else { return .none }
                return math.date(bySetting: component, value: value, of: date)
                    .map { .native(.date($0.timeIntervalSinceReferenceDate)) } ?? .none
            }
            // `date(byAdding: DateComponents(day: -3), to: now)`.
            if !a.remainingLabels.contains("value") {
                let parts = try CalendarMath.components(
                    try a.required("byAdding", i.typeNamed("DateComponents", from: nil)), in: "date(byAdding:to:)", at: a.span)
                let date = try CalendarMath.date(try a.required("to", .native("Date")), at: a.span)
                _ = try a.bool("wrappingComponents")
                return math.date(byAdding: parts, to: date)
                    .map { .native(.date($0.timeIntervalSinceReferenceDate)) } ?? .none
            }
            let component = try CalendarMath.component(try a.required("byAdding", .native("Calendar.Component")), at: a.span)
            guard let amount = try a.int("value") else { throw .error("date(byAdding:value:to:) needs an Int value", at: a.span) }
            let date = try CalendarMath.date(try a.required("to", .native("Date")), at: a.span)
            // `magnitude`, not `abs`: `abs(Int.min)` traps (found by the fuzzer).
            guard amount.magnitude <= 1_000_000 else {
                throw .error("date(byAdding:value:to:): \(amount) is too far", at: a.span)
            }
            return math.date(byAdding: component, value: amount, to: date)
                .map { .native(.date($0.timeIntervalSinceReferenceDate)) } ?? .none
        }
        // `range(of: .day, in: .month, for: date)`: the days of that month, as a Range<Int>.
        t.methods.define("range") { _, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            let smaller = try CalendarMath.component(try a.required("of", .native("Calendar.Component")), at: a.span)
            let larger = try CalendarMath.component(try a.required("in", .native("Calendar.Component")), at: a.span)
            let date = try CalendarMath.date(try a.required("for", .native("Date")), at: a.span)
            guard let range = math.range(of: smaller, in: larger, for: date) else { return .none }
            return .range(RangeValue(lower: .int(range.lowerBound), upper: .int(range.upperBound), isClosed: false))
        }
        t.methods.define("startOfDay") { _, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            let date = try CalendarMath.date(try a.required("for", .native("Date")), at: a.span)
            return .native(.date(math.startOfDay(for: date).timeIntervalSinceReferenceDate))
        }
        t.methods.define("isDate") { _, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            let date = try CalendarMath.date(try a.required(nil, .native("Date")), at: a.span)
            let other = try CalendarMath.date(try a.required("inSameDayAs", .native("Date")), at: a.span)
            return .bool(math.isDate(date, inSameDayAs: other))
        }
        t.methods.define("compare") { i, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            let date = try CalendarMath.date(try a.required(nil, .native("Date")), at: a.span)
            let other = try CalendarMath.date(try a.required("to", .native("Date")), at: a.span)
            let granularity = try CalendarMath.component(
                try a.required("toGranularity", .native("Calendar.Component")), at: a.span)
            let order = math.compare(date, to: other, toGranularity: granularity)
            return try i.comparisonResult(order.rawValue, at: a.span)
        }
        for (name, dayOffset) in [("isDateInYesterday", -1), ("isDateInTomorrow", 1)] {
            t.methods.define(name) { i, receiver, a throws(Interrupt) in
                let math = CalendarMath.calendar(of: receiver)
                let date = try CalendarMath.date(try a.required(nil, .native("Date")), at: a.span)
                let day = Date(timeIntervalSinceReferenceDate: (i.host?.now ?? 0) + Double(dayOffset) * 86_400)
                return .bool(math.isDate(date, inSameDayAs: day))
            }
        }
        t.methods.define("isDateInWeekend") { _, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            return .bool(math.isDateInWeekend(try CalendarMath.date(try a.required(nil, .native("Date")), at: a.span)))
        }
        let symbols: [String: [String]] = [
            "weekdaySymbols": CalendarMath.utc.weekdaySymbols, "shortWeekdaySymbols": CalendarMath.utc.shortWeekdaySymbols,
            "veryShortWeekdaySymbols": CalendarMath.utc.veryShortWeekdaySymbols,
            "standaloneWeekdaySymbols": CalendarMath.utc.standaloneWeekdaySymbols,
            "shortStandaloneWeekdaySymbols": CalendarMath.utc.shortStandaloneWeekdaySymbols,
            "monthSymbols": CalendarMath.utc.monthSymbols, "shortMonthSymbols": CalendarMath.utc.shortMonthSymbols,
            "veryShortMonthSymbols": CalendarMath.utc.veryShortMonthSymbols,
            "standaloneMonthSymbols": CalendarMath.utc.standaloneMonthSymbols,
            "amSymbol": [CalendarMath.utc.amSymbol], "pmSymbol": [CalendarMath.utc.pmSymbol],
        ]
        for (name, list) in symbols {
            let value: Value = name.hasSuffix("mSymbol") ? .string(list[0]) : .array(list.map { .string($0) })
            t.properties[name] = { _, _, _ in value }
        }
        // Sunday, as in the United States, unless the scene sets another
        // (`calendar.firstWeekday = 2`); the weeks of `dateInterval(of: .weekOfMonth…)` and
        // `component(.weekOfYear…)` start on it.
        t.properties["firstWeekday"] = { _, v, _ in .int(CalendarMath.calendar(of: v).firstWeekday) }
        t.setters.define("firstWeekday") { _, calendar, value, span throws(Interrupt) in
            guard case .int(let day) = value, (1...7).contains(day) else {
                throw .error("firstWeekday must be a weekday number from 1 (Sunday) to 7 (Saturday)", at: span)
            }
            var math = CalendarMath.calendar(of: calendar)
            math.firstWeekday = day
            calendar = CalendarMath.value(of: math)
        }
        // `calendar.timeZone = TimeZone(identifier: "Europe/London")!`: its days and hours are
        // that zone's (a calendar starts in UTC, the clip's clock's zone).
        t.properties["timeZone"] = { i, v, _ in
            i.prelude("TimeZone", ["identifier": .string(CalendarMath.calendar(of: v).timeZone.identifier)])
        }
        t.setters.define("timeZone") { _, calendar, value, span throws(Interrupt) in
            guard case .instance(let zone) = value, let identifier = zone.fields["identifier"]?.asString,
                let timeZone = CalendarMath.timeZone(identifier)
            else {
                throw .error("a calendar's timeZone must be a TimeZone Foundation knows", at: span)
            }
            var math = CalendarMath.calendar(of: calendar)
            math.timeZone = timeZone
            calendar = CalendarMath.value(of: math)
        }
        // `dateInterval(of: .weekOfMonth, for: .now)`: the week (month, day…) around the date.
        t.methods.define("dateInterval") { i, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            let component = try CalendarMath.component(try a.required("of", .native("Calendar.Component")), at: a.span)
            let date = try CalendarMath.date(try a.required("for", .native("Date")), at: a.span)
            guard let interval = math.dateInterval(of: component, for: date) else { return .none }
            return i.prelude(
                "DateInterval",
                [
                    "start": .native(.date(interval.start.timeIntervalSinceReferenceDate)),
                    "duration": .double(interval.duration),
                ])
        }
        t.methods.define("isDateInToday") { i, receiver, a throws(Interrupt) in
            let math = CalendarMath.calendar(of: receiver)
            let date = try CalendarMath.date(try a.required(nil, .native("Date")), at: a.span)
            let today = Date(timeIntervalSinceReferenceDate: i.host?.now ?? 0)
            return .bool(math.isDate(date, inSameDayAs: today))
        }
    }
}

extension Interpreter {
    /// Foundation's `ComparisonResult` (the prelude's enum) for -1, 0 or 1.
    func comparisonResult(_ order: Int, at span: SourceSpan) throws(Interrupt) -> Value {
        guard case .declared(let info)? = typeNamed("ComparisonResult", from: nil) else {
            throw .error("ComparisonResult is not available here", at: span)
        }
        let name = order < 0 ? "orderedAscending" : (order == 0 ? "orderedSame" : "orderedDescending")
        return .enumCase(EnumCase(type: info, name: name))
    }
}

/// Foundation's Gregorian calendar in UTC, and the conversions from the scene's values.
enum CalendarMath {
    /// The calendar a `Calendar` value stands for: `utc`, with the first weekday it was given
    /// (its case is `gregorian`, or `gregorian.2` for Monday).
    static func calendar(of value: Value) -> Foundation.Calendar {
        guard case .native(.enumCase(_, var name)) = value else { return utc }
        var calendar = utc
        // `gregorian.2@Europe/London`: a time zone after the `@`.
        if let at = name.firstIndex(of: "@") {
            if let zone = timeZone(String(name[name.index(after: at)...])) { calendar.timeZone = zone }
            name = String(name[..<at])
        }
        if let dot = name.lastIndex(of: "."), let day = Int(name[name.index(after: dot)...]), (1...7).contains(day) {
            calendar.firstWeekday = day
        }
        return calendar
    }

    /// The `Calendar` value of a Gregorian calendar with a first weekday and a time zone.
    static func value(of calendar: Foundation.Calendar) -> Value {
        var name = calendar.firstWeekday == 1 ? "gregorian" : "gregorian.\(calendar.firstWeekday)"
        if calendar.timeZone.identifier != utc.timeZone.identifier { name += "@" + calendar.timeZone.identifier }
        return .native(.enumCase(type: "Calendar", name: name))
    }

    /// Foundation's time zone of an identifier the prelude's `TimeZone` holds ("GMT+0530" too).
    static func timeZone(_ identifier: String) -> TimeZone? {
        if let zone = TimeZone(identifier: identifier) { return zone }
        guard identifier.hasPrefix("GMT"), identifier.count == 8, let sign = identifier.dropFirst(3).first,
            let hours = Int(identifier.dropFirst(4).prefix(2)), let minutes = Int(identifier.suffix(2))
        else { return nil }
        return TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
    }

    static let utc: Foundation.Calendar = {
        var calendar = Foundation.Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// The `DateComponents` fields Flipbook fills.
    static let componentNames = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal",
        "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear", "dayOfYear",
    ]

    /// Foundation's `DateComponents` for the prelude's, each field within a million of zero,
    /// the bound of `date(byAdding:value:to:)`: Foundation traps on `Int.min` days.
    static func components(_ value: Value, in function: String, at span: SourceSpan) throws(Interrupt) -> DateComponents {
        guard case .instance(let instance) = value, instance.type.name == "DateComponents" else {
            throw .error("\(function) needs DateComponents", at: span)
        }
        var parts = DateComponents()
        for name in componentNames {
            guard let value = instance.fields[name]?.asInt else { continue }
            guard value.magnitude <= 1_000_000 else {
                throw .error("\(function): \(name) \(value) is too far", at: span)
            }
            parts.setValue(value, for: try component(.native(.enumCase(type: "Calendar.Component", name: name)), at: span))
        }
        return parts
    }

    static func component(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Foundation.Calendar.Component {
        guard case .native(.enumCase(_, let name)) = value else {
            throw .error("expected a Calendar.Component such as .hour", at: span)
        }
        switch name {
        case "era": return .era
        case "year": return .year
        case "month": return .month
        case "day": return .day
        case "hour": return .hour
        case "minute": return .minute
        case "second": return .second
        case "nanosecond": return .nanosecond
        case "weekday": return .weekday
        case "weekdayOrdinal": return .weekdayOrdinal
        case "quarter": return .quarter
        case "weekOfMonth": return .weekOfMonth
        case "weekOfYear": return .weekOfYear
        case "yearForWeekOfYear": return .yearForWeekOfYear
        case "dayOfYear": return .dayOfYear
        default: throw .error("Calendar.Component .\(name) is not supported by Flipbook yet", at: span)
        }
    }

    static func date(_ value: Value, at span: SourceSpan) throws(Interrupt) -> Foundation.Date {
        guard case .native(.date(let interval)) = value else { throw .error("expected a Date", at: span) }
        guard interval.isFinite, abs(interval) < 1e12 else { throw .error("the date is out of range", at: span) }
        return Foundation.Date(timeIntervalSinceReferenceDate: interval)
    }
}
