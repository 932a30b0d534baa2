extension Prelude {
    /// Foundation types that view code reaches for, written in Swift: `CharacterSet` (its
    /// membership is tested natively) and `Scanner`, as far as the ubiquitous
    /// `Color(hex:)` extensions use them (`scanHexInt64(&value)`).
    static let foundationSource = #"""
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

        /// A locale, by identifier; a formatter with none writes as en_US_POSIX.
        struct Locale: Hashable {
            let identifier: String
            init(identifier: String) { self.identifier = identifier }
            static let current = Locale(identifier: "en_US")
            static let autoupdatingCurrent = Locale(identifier: "en_US")
        }

        /// A time zone, by identifier; the scene's clock runs in UTC.
        struct TimeZone: Hashable {
            let identifier: String
            init?(identifier: String) { self.identifier = identifier }
            init?(abbreviation: String) { self.identifier = abbreviation }
            static let current = TimeZone(identifier: "UTC")!
            static let gmt = TimeZone(identifier: "GMT")!
        }

        /// Foundation's date formatter: `dateFormat`, or `dateStyle` and `timeStyle`.
        final class DateFormatter {
            enum Style: String { case none, short, medium, long, full }
            var dateFormat: String = ""
            var dateStyle: Style = .none
            var timeStyle: Style = .none
            var locale: Locale? = nil
            var timeZone: TimeZone? = nil
            init() {}
            func string(from date: Date) -> String {
                _formatDate(
                    date, format: dateFormat, dateStyle: dateStyle.rawValue, timeStyle: timeStyle.rawValue,
                    locale: locale?.identifier ?? "en_US_POSIX", timeZone: timeZone?.identifier ?? "UTC")
            }
            func date(from string: String) -> Date? {
                _parseDate(
                    string, format: dateFormat, dateStyle: dateStyle.rawValue, timeStyle: timeStyle.rawValue,
                    locale: locale?.identifier ?? "en_US_POSIX", timeZone: timeZone?.identifier ?? "UTC")
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

            /// The hexadecimal number at the start of the string (after blanks and an optional
            /// "0x"), as Foundation's scanner reads it.
            private func hexValue() -> Int? {
                var text = String(string.dropFirst(max(scanLocation, 0))).trimmingCharacters(in: .whitespacesAndNewlines)
                if text.hasPrefix("0x") || text.hasPrefix("0X") { text = String(text.dropFirst(2)) }
                var digits = ""
                for character in text {
                    guard character.isHexDigit else { break }
                    digits.append(character)
                }
                if digits.isEmpty { return nil }
                return Int(String(digits.suffix(15)), radix: 16)
            }

            @discardableResult
            func scanHexInt64(_ result: inout UInt64) -> Bool {
                guard let value = hexValue() else { return false }
                result = UInt64(value)
                return true
            }

            @discardableResult
            func scanHexInt32(_ result: inout UInt32) -> Bool {
                guard let value = hexValue() else { return false }
                result = UInt32(value % 4294967296)
                return true
            }
        }
        """#
}
