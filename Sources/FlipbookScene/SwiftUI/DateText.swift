import FlipbookModel
import Foundation

extension Interpreter {
    /// `Text(date, style:)` for the styles that do not change while the clip plays, as the
    /// en_US locale writes them, in UTC (a scene's `Date()` is the clip's fixed start, so frames
    /// do not depend on when or where they are rendered).
    func dateText(_ value: Value, style: Value, at span: SourceSpan) throws(Interrupt) -> String {
        guard case .native(.date(let seconds)) = value else {
            throw .error("Text(_:style:) needs a Date, not a \(typeName(of: value))", at: span)
        }
        let name: String
        switch style {
        case .implicitMember(let member): name = member.name
        case .native(.enumCase(_, let caseName)): name = caseName
        default: throw .error("Text(_:style:) needs a style such as .time or .date", at: span)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute], from: Date(timeIntervalSinceReferenceDate: seconds))
        switch name {
        case "time":
            let hour = parts.hour ?? 0
            let minute = parts.minute ?? 0
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return "\(twelve):" + (minute < 10 ? "0" : "") + "\(minute) " + (hour < 12 ? "AM" : "PM")
        case "date":
            let months = [
                "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December",
            ]
            let month = months[min(11, max(0, (parts.month ?? 1) - 1))]
            return "\(month) \(parts.day ?? 1), \(parts.year ?? 2001)"
        case "relative", "offset", "timer":
            throw .error(
                "a date written with style .\(name) counts with the clock, which Flipbook draws only as a whole "
                    + "Text (Text(date, style: .\(name))), not inside another string", at: span)
        default:
            throw .error("Text(_:style: .\(name)) is not a date style (use .time or .date)", at: span)
        }
    }

    /// `Text(date, style: .timer)`: the time since `date`, or until it (the prelude's `_ClockText`);
    /// `.relative` and `.offset` write it in units (`_RelativeDateText`).
    func clockText(from date: Double, style: String, at span: SourceSpan) throws(Interrupt) -> ViewValue {
        if style != "timer" {
            return try asView(
                prelude("_RelativeDateText", ["date": .double(date), "isOffset": .bool(style == "offset")]), at: span)
        }
        return try asView(
            prelude(
                "_ClockText",
                ["start": .double(date), "end": .none, "countsDown": .false, "showsHours": .true, "pause": .none]),
            at: span)
    }

    /// `Text(timerInterval: start...end, pauseTime:, countsDown:, showsHours:)`.
    func clockText(_ args: Arguments) throws(Interrupt) -> ViewValue {
        let interval = try args.required("timerInterval")
        guard case .range(let range) = interval, case .native(.date(let start)) = range.lower,
            case .native(.date(let end)) = range.upper
        else {
            throw .error(
                "Text(timerInterval:) needs a range of dates (start...end), not \(typeName(of: interval))", at: args.span)
        }
        var pause: Value = .none
        if case .native(.date(let date))? = try args.value("pauseTime", .native("Date")) { pause = .double(date) }
        let countsDown = try args.bool("countsDown") ?? true
        let showsHours = try args.bool("showsHours") ?? true
        return try asView(
            prelude(
                "_ClockText",
                [
                    "start": .double(start), "end": .double(end), "countsDown": .bool(countsDown),
                    "showsHours": .bool(showsHours), "pause": pause,
                ]),
            at: args.span)
    }

    /// `x.formatted()`: the `.number` style.
    func formatDefault(_ value: Value, at span: SourceSpan) throws(Interrupt) -> String {
        guard let type = formatStyleType else { return describe(value) }
        return try formatStyle(value, try staticMember(of: type, "number", nil, at: span), at: span)
    }
}
