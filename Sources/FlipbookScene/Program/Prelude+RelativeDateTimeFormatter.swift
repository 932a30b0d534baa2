extension Prelude {
    /// Foundation's `RelativeDateTimeFormatter`: a date relative to another ("2 hours ago",
    /// "yesterday"), written as `Date.RelativeFormatStyle` writes it (`_formatRelativeDate`).
    static let relativeDateTimeFormatterSource = #"""
        final class RelativeDateTimeFormatter {
            enum DateTimeStyle: Int { case numeric, named }
            enum UnitsStyle: Int { case full, spellOut, short, abbreviated }
            enum Context: Int { case unknown, dynamic, standalone, listItem, beginningOfSentence, middleOfSentence }
            var dateTimeStyle: DateTimeStyle = .numeric
            var unitsStyle: UnitsStyle = .full
            var formattingContext: Context = .unknown
            var locale: Locale = Locale(identifier: "en_US")
            var calendar: Calendar = Calendar.current
            init() {}

            func localizedString(for date: Date, relativeTo reference: Date) -> String {
                let units: String
                switch unitsStyle {
                case .full: units = "wide"
                case .spellOut: units = "spellOut"
                // The formatter's short is the style's abbreviated ("2 mo. ago"), its
                // abbreviated the style's narrow ("2mo ago").
                case .short: units = "abbreviated"
                case .abbreviated: units = "narrow"
                }
                return _formatRelativeDate(
                    date, relativeTo: reference, presentation: dateTimeStyle == .named ? "named" : "numeric", unitsStyle: units)
            }

            func localizedString(fromTimeInterval interval: TimeInterval) -> String {
                let now = Date()
                return localizedString(for: now.addingTimeInterval(interval), relativeTo: now)
            }

            func string(for value: Any?) -> String? {
                guard let date = value as? Date else { return nil }
                return localizedString(for: date, relativeTo: Date())
            }
        }
        """#
}
