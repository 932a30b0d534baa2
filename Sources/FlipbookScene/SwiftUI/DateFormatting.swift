import FlipbookModel
import Foundation

/// `DateFormatter` (a prelude class) formats with Foundation's own formatter, in the
/// formatter's locale (en_US_POSIX when it sets none) and time zone (UTC when it sets none),
/// so that frames do not depend on where or when they are rendered.
extension NativeGlobals {
    static let dateFormattingCalls: [String: NativeType.Call] = [
        "_formatDate": { interpreter, a throws(Interrupt) in
            let formatter = try DateFormatting.formatter(a, cachedIn: interpreter)
            guard case .native(.date(let seconds)) = try a.required(nil) else {
                throw .error("string(from:) needs a Date", at: a.span)
            }
            guard seconds.isFinite, abs(seconds) < 1e12 else { throw .error("the date is out of range", at: a.span) }
            return .string(formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds)))
        },
        // `setLocalizedDateFormatFromTemplate(_:)` and `dateFormat(fromTemplate:options:locale:)`:
        // the pattern Foundation (ICU) picks for the template's fields in the locale.
        "_dateFormatFromTemplate": { _, a throws(Interrupt) in
            let template = try a.string(nil) ?? ""
            let identifier = try a.string("locale") ?? "en_US"
            let locale = Locale(identifier: identifier.unicodeScalars.allSatisfy(\.isASCII) ? identifier : "")
            return DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale).map(Value.string) ?? .none
        },
        "_parseDate": { interpreter, a throws(Interrupt) in
            let formatter = try DateFormatting.formatter(a, cachedIn: interpreter)
            let text = try a.string(nil) ?? ""
            return formatter.date(from: text).map { .native(.date($0.timeIntervalSinceReferenceDate)) } ?? .none
        },
    ]
}

/// The formatters one interpreter has made, by their settings.
struct DateFormatterCache {
    var formatters: [String: DateFormatter] = [:]
}

enum DateFormatting {
    /// Foundation's formatter for the prelude's settings: `format:`, `dateStyle:`, `timeStyle:`
    /// (style names), `locale:` and `timeZone:` (identifiers).
    static func formatter(_ a: Arguments, cachedIn interpreter: Interpreter) throws(Interrupt) -> DateFormatter {
        let identifier = try a.string("locale") ?? "en_US_POSIX"
        let zone = try a.string("timeZone") ?? "UTC"
        let dateStyle = try a.string("dateStyle") ?? "none"
        let timeStyle = try a.string("timeStyle") ?? "none"
        let format = try a.string("format") ?? ""
        let key = [identifier, zone, dateStyle, timeStyle, format].joined(separator: "\u{1}")
        if let formatter = interpreter.dateFormatters.formatters[key] { return formatter }
        let formatter = DateFormatter()
        // Foundation on Linux traps on an identifier that starts with a character outside ASCII
        // (found by the fuzzer); no locale is named so, and an unknown name is the root locale.
        formatter.locale = Locale(identifier: identifier.unicodeScalars.allSatisfy(\.isASCII) ? identifier : "")
        guard let timeZone = TimeZone(identifier: zone) else {
            throw .error("unknown time zone '\(zone)'", at: a.span)
        }
        formatter.timeZone = timeZone
        formatter.dateStyle = style(dateStyle)
        formatter.timeStyle = style(timeStyle)
        if !format.isEmpty { formatter.dateFormat = format }
        interpreter.dateFormatters.formatters[key] = formatter
        return formatter
    }

    private static func style(_ name: String) -> DateFormatter.Style {
        switch name {
        case "short": .short
        case "medium": .medium
        case "long": .long
        case "full": .full
        default: .none
        }
    }
}
