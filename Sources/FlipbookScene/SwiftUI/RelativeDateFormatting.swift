import FlipbookModel
import Foundation

/// A date relative to another ("in 2 hours", "yesterday", "5 min. ago"), as Foundation's
/// `Date.RelativeFormatStyle` writes it, in en_US and a Gregorian calendar in UTC: the prelude's
/// `Date.RelativeFormatStyle` and `RelativeDateTimeFormatter` call it with the clip's clock.
extension NativeGlobals {
    static let relativeDateCalls: [String: NativeType.Call] = [
        "_formatRelativeDate": { _, a throws(Interrupt) in
            guard case .native(.date(let seconds)) = try a.required(nil),
                case .native(.date(let reference)) = try a.required("relativeTo")
            else { throw .error("a relative date style formats a Date", at: a.span) }
            guard seconds.isFinite, abs(seconds) < 1e12, reference.isFinite, abs(reference) < 1e12 else {
                throw .error("the date is out of range", at: a.span)
            }
            let presentation: Date.RelativeFormatStyle.Presentation =
                try a.string("presentation") == "named" ? .named : .numeric
            let units: Date.RelativeFormatStyle.UnitsStyle =
                switch try a.string("unitsStyle") {
                case "abbreviated": .abbreviated
                case "narrow": .narrow
                case "spellOut": .spellOut
                default: .wide
                }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
            // The anchored style writes its anchor relative to the date it is given: the date
            // formatted is the anchor, and the reference (the clip's now) is given.
            let style = Date.AnchoredRelativeFormatStyle(
                anchor: Date(timeIntervalSinceReferenceDate: seconds), presentation: presentation, unitsStyle: units,
                locale: Locale(identifier: "en_US"), calendar: calendar)
            return .string(style.format(Date(timeIntervalSinceReferenceDate: reference)))
        }
    ]
}
