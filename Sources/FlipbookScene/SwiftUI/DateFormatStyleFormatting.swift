import FlipbookModel
import Foundation

/// What the prelude's `Date.FormatStyle` asked for, formatted by Foundation's own
/// `Date.FormatStyle` (the same ICU patterns Apple's platforms use), in UTC and the style's
/// locale (en_US unless it sets one).
extension NativeGlobals {
    static let dateFormatStyleCalls: [String: NativeType.Call] = [
        "_formatDateStyle": { _, a throws(Interrupt) in
            guard case .native(.date(let seconds)) = try a.required(nil) else {
                throw .error("a date format style formats a Date", at: a.span)
            }
            guard seconds.isFinite, abs(seconds) < 1e12 else { throw .error("the date is out of range", at: a.span) }
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let fields = try a.required("fields").arrayItems.compactMap(\.asString)
            let identifier = try a.string("locale") ?? "en_US"
            let locale = Locale(identifier: identifier.unicodeScalars.allSatisfy(\.isASCII) ? identifier : "")
            let utc = TimeZone(identifier: "UTC") ?? .current
            let dateStyle = DateFormatStyleFormatting.dateStyle(try a.string("date") ?? "")
            let timeStyle = DateFormatStyleFormatting.timeStyle(try a.string("time") ?? "")
            if try a.bool("iso8601") == true { return .string(date.formatted(.iso8601)) }
            var style: Date.FormatStyle
            if fields.isEmpty {
                // `.dateTime` alone, and `Date.FormatStyle()`, are the numeric date and short time.
                style =
                    dateStyle == nil && timeStyle == nil
                    ? Date.FormatStyle(date: .numeric, time: .shortened)
                    : Date.FormatStyle(date: dateStyle ?? .omitted, time: timeStyle ?? .omitted)
            } else {
                style = Date.FormatStyle()
                for field in fields { style = DateFormatStyleFormatting.adding(field, to: style) }
            }
            style.locale = locale
            style.timeZone = utc
            return .string(date.formatted(style))
        }
    ]
}

enum DateFormatStyleFormatting {
    static func dateStyle(_ name: String) -> Date.FormatStyle.DateStyle? {
        switch name {
        case "omitted": .omitted
        case "numeric": .numeric
        case "abbreviated": .abbreviated
        case "long": .long
        case "complete": .complete
        default: nil
        }
    }

    static func timeStyle(_ name: String) -> Date.FormatStyle.TimeStyle? {
        switch name {
        case "omitted": .omitted
        case "shortened": .shortened
        case "standard": .standard
        case "complete": .complete
        default: nil
        }
    }

    /// `field:format` (`month:wide`, `hour:twoDigits:abbreviated`) added to `style`.
    static func adding(_ field: String, to style: Date.FormatStyle) -> Date.FormatStyle {
        let parts = field.split(separator: ":").map(String.init)
        let format = parts.count > 1 ? parts[1] : ""
        switch parts.first ?? "" {
        case "year": return style.year(format == "twoDigits" ? .twoDigits : format == "extended" ? .extended() : .defaultDigits)
        case "month":
            let month: Date.FormatStyle.Symbol.Month =
                switch format {
                case "defaultDigits": .defaultDigits
                case "twoDigits": .twoDigits
                case "wide": .wide
                case "narrow": .narrow
                default: .abbreviated
                }
            return style.month(month)
        case "day":
            let day: Date.FormatStyle.Symbol.Day =
                switch format {
                case "twoDigits": .twoDigits
                case "ordinalOfDayInMonth": .ordinalOfDayInMonth
                default: .defaultDigits
                }
            return style.day(day)
        case "weekday":
            let weekday: Date.FormatStyle.Symbol.Weekday =
                switch format {
                case "wide": .wide
                case "narrow": .narrow
                case "short": .short
                case "oneDigit": .oneDigit
                case "twoDigits": .twoDigits
                default: .abbreviated
                }
            return style.weekday(weekday)
        case "hour":
            let amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle =
                switch parts.count > 2 ? parts[2] : "abbreviated" {
                case "omitted": .omitted
                case "narrow": .narrow
                case "wide": .wide
                default: .abbreviated
                }
            return style.hour(format == "twoDigits" ? .twoDigits(amPM: amPM) : .defaultDigits(amPM: amPM))
        case "minute": return style.minute(format == "twoDigits" ? .twoDigits : .defaultDigits)
        case "second": return style.second(format == "twoDigits" ? .twoDigits : .defaultDigits)
        case "era": return style.era(format == "wide" ? .wide : format == "narrow" ? .narrow : .abbreviated)
        case "quarter":
            let quarter: Date.FormatStyle.Symbol.Quarter =
                switch format {
                case "wide": .wide
                case "narrow": .narrow
                case "oneDigit": .oneDigit
                case "twoDigits": .twoDigits
                default: .abbreviated
                }
            return style.quarter(quarter)
        case "timeZone":
            return style.timeZone(format == "longSpecificName" ? .specificName(.long) : .specificName(.short))
        default: return style
        }
    }
}
