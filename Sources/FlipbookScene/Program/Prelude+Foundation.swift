extension Prelude {
    /// Foundation types that view code reaches for, written in Swift: `CharacterSet` (its
    /// membership is tested natively) and `Scanner`, as far as the ubiquitous
    /// `Color(hex:)` extensions use them (`scanHexInt64(&value)`).
    static let foundationSource = #"""
        /// `OpenURLAction { url in … return .handled }`, the `\.openURL` a view sets for the links
        /// below it. A render opens no URL: calling the action runs its handler.
        struct OpenURLAction {
            struct Result: Equatable {
                var _kind: String
                static let handled = Result(_kind: "handled")
                static let discarded = Result(_kind: "discarded")
                static let systemAction = Result(_kind: "systemAction")
                static func systemAction(_ url: URL) -> Result { Result(_kind: "systemAction") }
            }
            var _handler: (URL) -> Result
            init(handler: @escaping (URL) -> Result) { _handler = handler }
            func callAsFunction(_ url: URL) { _ = _handler(url) }
        }
        /// Dispatch's unit of work: `asyncAfter(deadline:execute:)` runs its `perform()`; a
        /// debounce cancels the one it scheduled before.
        final class DispatchWorkItem {
            private let block: () -> Void
            private(set) var isCancelled = false
            init(block: @escaping () -> Void) { self.block = block }
            func perform() { if !isCancelled { block() } }
            func cancel() { isCancelled = true }
        }

        enum ComparisonResult: Int {
            case orderedAscending = -1, orderedSame = 0, orderedDescending = 1
        }

        func _comparison(_ a: String, _ b: String) -> ComparisonResult {
            a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
        }

        /// Foundation's string comparisons, in the POSIX locale a render uses.
        extension String {
            func compare(_ other: String) -> ComparisonResult { _comparison(self, other) }
            func caseInsensitiveCompare(_ other: String) -> ComparisonResult { _comparison(lowercased(), other.lowercased()) }
            func localizedCompare(_ other: String) -> ComparisonResult { _comparison(self, other) }
            func localizedCaseInsensitiveCompare(_ other: String) -> ComparisonResult {
                _comparison(lowercased(), other.lowercased())
            }
            func localizedStandardCompare(_ other: String) -> ComparisonResult { _comparison(lowercased(), other.lowercased()) }
        }

        /// The standard library's `swap(&a, &b)`.
        func swap<T>(_ a: inout T, _ b: inout T) {
            let first = a
            a = b
            b = first
        }

        /// `String(localized: String.LocalizationValue(key))`: a key with its interpolations,
        /// which a render in en_US with no string tables writes as itself.
        extension String {
            typealias LocalizationValue = String
        }

        /// A locale, by identifier; a formatter with none writes as en_US_POSIX.
        struct Locale: Hashable {
            let identifier: String
            init(identifier: String) { self.identifier = identifier }
            static let current = Locale(identifier: "en_US")
            static let autoupdatingCurrent = Locale(identifier: "en_US")

            struct Currency: Hashable {
                let identifier: String
                init(_ identifier: String) { self.identifier = identifier }
            }
            /// The locale's currency, as Foundation knows it (`USD` for en_US).
            var currency: Currency? {
                guard let code = _localeCurrencyCode(identifier) else { return nil }
                return Currency(code)
            }
            var currencyCode: String? { _localeCurrencyCode(identifier) }
            var currencySymbol: String? { _localeSymbol(identifier, "currency") }
            var decimalSeparator: String? { _localeSymbol(identifier, "decimal") }
            var groupingSeparator: String? { _localeSymbol(identifier, "grouping") }
            /// The user's languages: a preview runs in en_US.
            static var preferredLanguages: [String] { ["en-US"] }
            var languageCode: String? { identifier.split(separator: "_").first.map(String.init) }
            var regionCode: String? {
                let parts = identifier.split(separator: "_")
                return parts.count > 1 ? String(parts[1]) : nil
            }
        }

        /// A time zone, by identifier; the scene's clock runs in UTC.
        struct TimeZone: Hashable {
            let identifier: String
            init?(identifier: String) { self.identifier = identifier }
            init?(abbreviation: String) { self.identifier = abbreviation }
            /// A fixed offset from GMT, as Foundation names it ("GMT", "GMT+0530").
            init?(secondsFromGMT seconds: Int) {
                guard abs(seconds) <= 18 * 3600 else { return nil }
                let minutes = abs(seconds) / 60
                let sign = seconds < 0 ? "-" : "+"
                let hours = minutes / 60, rest = minutes % 60
                identifier =
                    seconds == 0
                    ? "GMT" : "GMT" + sign + (hours < 10 ? "0" : "") + "\(hours)" + (rest < 10 ? "0" : "") + "\(rest)"
            }
            static let current = TimeZone(identifier: "UTC")!
            static let gmt = TimeZone(identifier: "GMT")!
        }

        /// Foundation's cache: in memory, and never evicting (a render is short and small).
        final class NSCache<KeyType, ObjectType> {
            private var _storage: [AnyHashable: ObjectType] = [:]
            var countLimit = 0
            var totalCostLimit = 0
            var name = ""
            init() {}
            func object(forKey key: KeyType) -> ObjectType? { _storage[key] }
            func setObject(_ object: ObjectType, forKey key: KeyType) { _storage[key] = object }
            func setObject(_ object: ObjectType, forKey key: KeyType, cost: Int) { _storage[key] = object }
            func removeObject(forKey key: KeyType) { _storage[key] = nil }
            func removeAllObjects() { _storage = [:] }
        }

        /// Foundation's date formatter: `dateFormat`, or `dateStyle` and `timeStyle`.
        /// Foundation's predicate: a format (`"name CONTAINS[cd] %@"`, `"SELF MATCHES %@"`) with its
        /// arguments, checked when it is made; `NSPredicate(value:)` is its value for any object.
        class NSPredicate {
            let predicateFormat: String
            let _arguments: [Any]
            let _value: Bool?
            let _block: ((Any?, [String: Any]?) -> Bool)?
            init(value: Bool) {
                predicateFormat = value ? "TRUEPREDICATE" : "FALSEPREDICATE"
                _arguments = []
                _value = value
                _block = nil
            }
            init(format: String, _ arguments: Any...) {
                predicateFormat = format
                _arguments = arguments
                _value = nil
                _block = nil
                _predicateCheck(format, arguments)
            }
            init(format: String, argumentArray arguments: [Any]?) {
                predicateFormat = format
                _arguments = arguments ?? []
                _value = nil
                _block = nil
                _predicateCheck(format, _arguments)
            }
            init(block: @escaping (Any?, [String: Any]?) -> Bool) {
                predicateFormat = "BLOCKPREDICATE"
                _arguments = []
                _value = nil
                _block = block
            }
            func evaluate(with object: Any?) -> Bool {
                if let _value { return _value }
                if let _block { return _block(object, nil) }
                return _predicateEvaluate(predicateFormat, _arguments, object)
            }
            var description: String { predicateFormat }
        }

        /// `NSCompoundPredicate(andPredicateWithSubpredicates:)` and its kin.
        final class NSCompoundPredicate: NSPredicate {
            enum LogicalType { case not, and, or }
            let compoundPredicateType: LogicalType
            let subpredicates: [NSPredicate]
            init(type: LogicalType, subpredicates: [NSPredicate]) {
                compoundPredicateType = type
                self.subpredicates = subpredicates
                super.init(value: true)
            }
            convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
                self.init(type: .and, subpredicates: subpredicates)
            }
            convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
                self.init(type: .or, subpredicates: subpredicates)
            }
            convenience init(notPredicateWithSubpredicate predicate: NSPredicate) {
                self.init(type: .not, subpredicates: [predicate])
            }
            override func evaluate(with object: Any?) -> Bool {
                switch compoundPredicateType {
                case .and: return subpredicates.allSatisfy { $0.evaluate(with: object) }
                case .or: return subpredicates.contains { $0.evaluate(with: object) }
                case .not: return !(subpredicates.first?.evaluate(with: object) ?? false)
                }
            }
        }

        /// Foundation's base class of its formatters (`extension Formatter { static let date =
        /// DateFormatter() }`).
        class Formatter {
            init() {}
            /// What `Text("\(value, formatter: f)")` writes.
            func string(for value: Any?) -> String? { nil }
        }

        final class DateFormatter: Formatter {
            enum Style: String { case none, short, medium, long, full }
            var dateFormat: String = ""
            var dateStyle: Style = .none
            var timeStyle: Style = .none
            var locale: Locale? = nil
            var timeZone: TimeZone? = nil
            /// Kept: Flipbook's calendars are Gregorian, which dates are written in.
            var calendar: Calendar? = nil
            init() {}
            func string(from date: Date) -> String {
                _formatDate(
                    date, format: dateFormat, dateStyle: dateStyle.rawValue, timeStyle: timeStyle.rawValue,
                    locale: locale?.identifier ?? "en_US_POSIX", timeZone: timeZone?.identifier ?? "UTC")
            }
            override func string(for value: Any?) -> String? {
                guard let date = value as? Date else { return nil }
                return string(from: date)
            }
            func date(from string: String) -> Date? {
                _parseDate(
                    string, format: dateFormat, dateStyle: dateStyle.rawValue, timeStyle: timeStyle.rawValue,
                    locale: locale?.identifier ?? "en_US_POSIX", timeZone: timeZone?.identifier ?? "UTC")
            }
            func setLocalizedDateFormatFromTemplate(_ template: String) {
                dateFormat = _dateFormatFromTemplate(template, locale: locale?.identifier ?? "en_US") ?? template
            }
            static func dateFormat(fromTemplate template: String, options: Int, locale: Locale?) -> String? {
                _dateFormatFromTemplate(template, locale: locale?.identifier ?? "en_US")
            }
            // The English calendar's names, as en_US's formatter gives them.
            var weekdaySymbols: [String]! { Calendar.current.weekdaySymbols }
            var shortWeekdaySymbols: [String]! { Calendar.current.shortWeekdaySymbols }
            var veryShortWeekdaySymbols: [String]! { Calendar.current.veryShortWeekdaySymbols }
            var standaloneWeekdaySymbols: [String]! { Calendar.current.standaloneWeekdaySymbols }
            var shortStandaloneWeekdaySymbols: [String]! { Calendar.current.shortStandaloneWeekdaySymbols }
            var monthSymbols: [String]! { Calendar.current.monthSymbols }
            var shortMonthSymbols: [String]! { Calendar.current.shortMonthSymbols }
            var veryShortMonthSymbols: [String]! { Calendar.current.veryShortMonthSymbols }
            var standaloneMonthSymbols: [String]! { Calendar.current.standaloneMonthSymbols }
            var amSymbol: String! { Calendar.current.amSymbol }
            var pmSymbol: String! { Calendar.current.pmSymbol }
        }

        /// Foundation's ISO 8601 formatter: `2001-01-01T00:00:00Z` in UTC (or its `timeZone`),
        /// with `.withFractionalSeconds` milliseconds; parsing reads an offset (`+09:00`) too.
        final class ISO8601DateFormatter {
            struct Options: OptionSet, Hashable {
                let rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }
                static let withInternetDateTime = Options(rawValue: 1)
                static let withFractionalSeconds = Options(rawValue: 2)
                static let withFullDate = Options(rawValue: 4)
                static let withFullTime = Options(rawValue: 8)
                static let withTimeZone = Options(rawValue: 16)
                static let withDashSeparatorInDate = Options(rawValue: 32)
                static let withColonSeparatorInTime = Options(rawValue: 64)
                static let withColonSeparatorInTimeZone = Options(rawValue: 128)
            }
            var formatOptions: Options = Options(rawValue: 1)
            var timeZone: TimeZone? = nil
            init() {}
            var _format: String {
                formatOptions.rawValue & 2 != 0 ? "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX" : "yyyy-MM-dd'T'HH:mm:ssXXXXX"
            }
            func string(from date: Date) -> String {
                _formatDate(
                    date, format: _format, dateStyle: "none", timeStyle: "none", locale: "en_US_POSIX",
                    timeZone: timeZone?.identifier ?? "UTC")
            }
            func date(from string: String) -> Date? {
                _parseDate(
                    string, format: _format, dateStyle: "none", timeStyle: "none", locale: "en_US_POSIX",
                    timeZone: timeZone?.identifier ?? "UTC")
            }
        }

        /// What `Calendar.dateComponents(_:from:)` gives (the requested fields set).
        struct DateComponents: Hashable {
            var era: Int? = nil
            var year: Int? = nil
            var month: Int? = nil
            var day: Int? = nil
            var hour: Int? = nil
            var minute: Int? = nil
            var second: Int? = nil
            var nanosecond: Int? = nil
            var weekday: Int? = nil
            var weekdayOrdinal: Int? = nil
            var quarter: Int? = nil
            var weekOfMonth: Int? = nil
            var weekOfYear: Int? = nil
            var yearForWeekOfYear: Int? = nil
            var dayOfYear: Int? = nil

            func value(for component: Calendar.Component) -> Int? {
                switch component {
                case .era: return era
                case .year: return year
                case .month: return month
                case .day: return day
                case .hour: return hour
                case .minute: return minute
                case .second: return second
                case .nanosecond: return nanosecond
                case .weekday: return weekday
                case .weekdayOrdinal: return weekdayOrdinal
                case .quarter: return quarter
                case .weekOfMonth: return weekOfMonth
                case .weekOfYear: return weekOfYear
                case .yearForWeekOfYear: return yearForWeekOfYear
                case .dayOfYear: return dayOfYear
                default: return nil
                }
            }

            mutating func setValue(_ value: Int?, for component: Calendar.Component) {
                switch component {
                case .era: era = value
                case .year: year = value
                case .month: month = value
                case .day: day = value
                case .hour: hour = value
                case .minute: minute = value
                case .second: second = value
                case .nanosecond: nanosecond = value
                case .weekday: weekday = value
                case .weekdayOrdinal: weekdayOrdinal = value
                case .quarter: quarter = value
                case .weekOfMonth: weekOfMonth = value
                case .weekOfYear: weekOfYear = value
                case .yearForWeekOfYear: yearForWeekOfYear = value
                case .dayOfYear: dayOfYear = value
                default: break
                }
            }
        }

        /// Foundation's span of time: a start and a duration (`Calendar.dateInterval(of:for:)`
        /// gives the week or month around a date).
        struct DateInterval: Hashable, Comparable {
            var start: Date
            var duration: TimeInterval
            init() {
                start = Date(timeIntervalSinceReferenceDate: 0)
                duration = 0
            }
            init(start: Date, duration: TimeInterval) {
                self.start = start
                self.duration = duration
            }
            init(start: Date, end: Date) {
                self.start = start
                duration = end.timeIntervalSince(start)
            }
            var end: Date {
                get { start.addingTimeInterval(duration) }
                set { duration = newValue.timeIntervalSince(start) }
            }
            func contains(_ date: Date) -> Bool { start <= date && date <= end }
            func intersects(_ other: DateInterval) -> Bool { start <= other.end && other.start <= end }
            func intersection(with other: DateInterval) -> DateInterval? {
                guard intersects(other) else { return nil }
                return DateInterval(start: max(start, other.start), end: min(end, other.end))
            }
            static func < (lhs: DateInterval, rhs: DateInterval) -> Bool {
                lhs.start != rhs.start ? lhs.start < rhs.start : lhs.duration < rhs.duration
            }
        }

        struct CharacterSet: Hashable {
            let kind: String
            let characters: String
            var isInverted: Bool

            init(kind: String, characters: String = "", isInverted: Bool = false) {
                self.kind = kind
                self.characters = characters
                self.isInverted = isInverted
            }

            init(charactersIn string: String) {
                self.init(kind: "characters", characters: string)
            }

            static let whitespaces = CharacterSet(kind: "whitespaces")
            static let newlines = CharacterSet(kind: "newlines")
            static let whitespacesAndNewlines = CharacterSet(kind: "whitespacesAndNewlines")
            static let alphanumerics = CharacterSet(kind: "alphanumerics")
            static let letters = CharacterSet(kind: "letters")
            static let decimalDigits = CharacterSet(kind: "decimalDigits")
            static let uppercaseLetters = CharacterSet(kind: "uppercaseLetters")
            static let lowercaseLetters = CharacterSet(kind: "lowercaseLetters")
            static let punctuationCharacters = CharacterSet(kind: "punctuationCharacters")
            static let symbols = CharacterSet(kind: "symbols")

            var inverted: CharacterSet {
                CharacterSet(kind: kind, characters: characters, isInverted: !isInverted)
            }
        }

        final class Scanner {
            let string: String
            var charactersToBeSkipped: CharacterSet? = .whitespacesAndNewlines
            /// Where scanning starts, in characters (the deprecated `scanLocation`: 1 skips a "#").
            var scanLocation = 0

            init(string: String) {
                self.string = string
            }

            var isAtEnd: Bool { _skipped() >= string.count }

            /// Where the next token starts: past the characters to be skipped.
            private func _skipped() -> Int {
                var position = max(scanLocation, 0)
                let characters = Array(string)
                while position < characters.count, let skip = charactersToBeSkipped,
                    String(characters[position]).trimmingCharacters(in: skip).isEmpty
                {
                    position += 1
                }
                return position
            }

            private func _rest(from position: Int) -> String { String(string.dropFirst(position)) }

            /// The hexadecimal number next (after an optional "0x"), as Foundation's scanner
            /// reads it, and the characters it took.
            private func _hexValue() -> (value: Int, end: Int)? {
                var position = _skipped()
                var text = _rest(from: position)
                if text.hasPrefix("0x") || text.hasPrefix("0X") {
                    text = String(text.dropFirst(2))
                    position += 2
                }
                var digits = ""
                for character in text {
                    guard character.isHexDigit else { break }
                    digits.append(character)
                }
                if digits.isEmpty { return nil }
                guard let value = Int(String(digits.suffix(15)), radix: 16) else { return nil }
                return (value, position + digits.count)
            }

            @discardableResult
            func scanHexInt64(_ result: inout UInt64) -> Bool {
                guard let (value, end) = _hexValue() else { return false }
                result = UInt64(value)
                scanLocation = end
                return true
            }

            @discardableResult
            func scanHexInt32(_ result: inout UInt32) -> Bool {
                guard let (value, end) = _hexValue() else { return false }
                result = UInt32(value % 4294967296)
                scanLocation = end
                return true
            }

            func scanString(_ searched: String) -> String? {
                let position = _skipped()
                guard !searched.isEmpty, _rest(from: position).hasPrefix(searched) else { return nil }
                scanLocation = position + searched.count
                return searched
            }

            func scanUpToString(_ searched: String) -> String? {
                let position = _skipped()
                let rest = _rest(from: position)
                guard !rest.isEmpty else { return nil }
                let taken = rest.components(separatedBy: searched).first ?? rest
                guard !taken.isEmpty else { return nil }
                scanLocation = position + taken.count
                return taken
            }

            func scanCharacter() -> Character? {
                let position = _skipped()
                guard let character = _rest(from: position).first else { return nil }
                scanLocation = position + 1
                return character
            }

            /// The number next: a sign, digits, and for a `Double` a fraction and exponent.
            private func _number(fraction: Bool) -> (text: String, end: Int)? {
                let position = _skipped()
                let characters = Array(_rest(from: position))
                var index = 0
                if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
                let digitsStart = index
                while index < characters.count, characters[index].isNumber { index += 1 }
                if fraction, index < characters.count, characters[index] == "." {
                    index += 1
                    while index < characters.count, characters[index].isNumber { index += 1 }
                }
                guard index > digitsStart, characters[digitsStart...].first?.isNumber == true || index > digitsStart + 1 else {
                    return nil
                }
                return (String(characters[0..<index]), position + index)
            }

            func scanInt() -> Int? {
                guard let (text, end) = _number(fraction: false), let value = Int(text) else { return nil }
                scanLocation = end
                return value
            }

            func scanDouble() -> Double? {
                guard let (text, end) = _number(fraction: true), let value = Double(text) else { return nil }
                scanLocation = end
                return value
            }

            @discardableResult
            func scanInt(_ result: inout Int) -> Bool {
                guard let value = scanInt() else { return false }
                result = value
                return true
            }

            @discardableResult
            func scanDouble(_ result: inout Double) -> Bool {
                guard let value = scanDouble() else { return false }
                result = value
                return true
            }
        }
        """#
}
