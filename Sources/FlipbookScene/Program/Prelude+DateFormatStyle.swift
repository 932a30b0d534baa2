extension Prelude {
    /// `Date.FormatStyle`: `date.formatted(date: .abbreviated, time: .shortened)`,
    /// `Text(date, format: .dateTime.day().month(.wide))`, `.iso8601`. The style records what
    /// was asked for; Foundation's own `Date.FormatStyle` formats it (`_formatDateStyle`), in
    /// en_US and UTC, so that frames do not depend on where or when they are rendered.
    /// `Date.RelativeFormatStyle` writes a date relative to the clip's clock.
    static let dateFormatStyleSource = #"""
        extension Date {
            struct FormatStyle: Hashable {
                enum DateStyle: String { case omitted, numeric, abbreviated, long, complete }
                enum TimeStyle: String { case omitted, shortened, standard, complete }
                enum Symbol {
                    enum Year: String { case defaultDigits, twoDigits, extended }
                    enum Month: String { case defaultDigits, twoDigits, abbreviated, wide, narrow }
                    enum Day: String { case defaultDigits, twoDigits, ordinalOfDayInMonth }
                    enum Weekday: String { case abbreviated, wide, narrow, short, oneDigit, twoDigits }
                    struct Hour: Hashable {
                        enum AMPM: String { case omitted, narrow, abbreviated, wide }
                        var _digits: String
                        var _amPM: String
                        static let defaultDigitsNoAMPM = Hour(_digits: "defaultDigits", _amPM: "omitted")
                        static let twoDigitsNoAMPM = Hour(_digits: "twoDigits", _amPM: "omitted")
                        static func defaultDigits(amPM: AMPM) -> Hour { Hour(_digits: "defaultDigits", _amPM: amPM.rawValue) }
                        static func twoDigits(amPM: AMPM) -> Hour { Hour(_digits: "twoDigits", _amPM: amPM.rawValue) }
                        static func conversationalDefaultDigits(amPM: AMPM) -> Hour {
                            Hour(_digits: "defaultDigits", _amPM: amPM.rawValue)
                        }
                    }
                    enum Minute: String { case defaultDigits, twoDigits }
                    enum Second: String { case defaultDigits, twoDigits }
                    enum Era: String { case abbreviated, wide, narrow }
                    enum Quarter: String { case abbreviated, wide, narrow, oneDigit, twoDigits }
                    enum TimeZone: String { case shortSpecificName, longSpecificName }
                }
                var _date: String = ""
                var _time: String = ""
                var _fields: [String] = []
                var _iso8601 = false
                var _locale = "en_US"
                init(date: DateStyle? = nil, time: TimeStyle? = nil) {
                    _date = date?.rawValue ?? ""
                    _time = time?.rawValue ?? ""
                }
                init(_fields: [String], _iso8601: Bool) {
                    self._fields = _fields
                    self._iso8601 = _iso8601
                }
                static var dateTime: FormatStyle { FormatStyle(_fields: [], _iso8601: false) }
                static var iso8601: FormatStyle { FormatStyle(_fields: [], _iso8601: true) }
                func _adding(_ field: String) -> FormatStyle {
                    var style = self
                    style._fields.append(field)
                    return style
                }
                func year(_ format: Symbol.Year = .defaultDigits) -> FormatStyle { _adding("year:" + format.rawValue) }
                func month(_ format: Symbol.Month = .abbreviated) -> FormatStyle { _adding("month:" + format.rawValue) }
                func day(_ format: Symbol.Day = .defaultDigits) -> FormatStyle { _adding("day:" + format.rawValue) }
                func weekday(_ format: Symbol.Weekday = .abbreviated) -> FormatStyle { _adding("weekday:" + format.rawValue) }
                func hour(_ format: Symbol.Hour = .defaultDigits(amPM: .abbreviated)) -> FormatStyle {
                    _adding("hour:" + format._digits + ":" + format._amPM)
                }
                func minute(_ format: Symbol.Minute = .defaultDigits) -> FormatStyle { _adding("minute:" + format.rawValue) }
                func second(_ format: Symbol.Second = .defaultDigits) -> FormatStyle { _adding("second:" + format.rawValue) }
                func era(_ format: Symbol.Era = .abbreviated) -> FormatStyle { _adding("era:" + format.rawValue) }
                func quarter(_ format: Symbol.Quarter = .abbreviated) -> FormatStyle { _adding("quarter:" + format.rawValue) }
                func timeZone(_ format: Symbol.TimeZone = .shortSpecificName) -> FormatStyle { _adding("timeZone:" + format.rawValue) }
                func locale(_ locale: Locale) -> FormatStyle {
                    var style = self
                    style._locale = locale.identifier
                    return style
                }
                func format(_ value: Date) -> String {
                    _formatDateStyle(value, date: _date, time: _time, fields: _fields, iso8601: _iso8601, locale: _locale)
                }
                /// `.relative(presentation: .named)`: the date relative to now ("yesterday").
                static func relative(
                    presentation: RelativeFormatStyle.Presentation, unitsStyle: RelativeFormatStyle.UnitsStyle = .wide
                ) -> RelativeFormatStyle {
                    RelativeFormatStyle(presentation: presentation, unitsStyle: unitsStyle)
                }
            }

            /// A date relative to the clip's now: "in 2 hours", "2 hr. ago", "yesterday".
            struct RelativeFormatStyle: Hashable {
                enum Presentation: String, Hashable { case numeric, named }
                enum UnitsStyle: String, Hashable { case wide, narrow, abbreviated, spellOut }
                var presentation: Presentation = .numeric
                var unitsStyle: UnitsStyle = .wide
                init(presentation: Presentation = .numeric, unitsStyle: UnitsStyle = .wide, locale: Locale? = nil, calendar: Calendar? = nil, capitalizationContext: Any? = nil) {
                    self.presentation = presentation
                    self.unitsStyle = unitsStyle
                }
                func format(_ value: Date) -> String {
                    _formatRelativeDate(value, relativeTo: Date(), presentation: presentation.rawValue, unitsStyle: unitsStyle.rawValue)
                }
                func locale(_ locale: Locale) -> RelativeFormatStyle { self }
            }
        }
        """#
}
