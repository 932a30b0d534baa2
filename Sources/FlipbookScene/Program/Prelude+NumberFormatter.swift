extension Prelude {
    /// Foundation's `NumberFormatter` and `NSNumber`, and `NSObject` as the base class of a
    /// model (`class Observer: NSObject { override init() { super.init() } }`). The formatter
    /// writes as Foundation does in the en_US locale, through the format styles' code: its
    /// styles' digits and grouping, rounding half to even.
    static let numberFormatterSource = #"""
        class NSObject: Hashable {
            init() {}
            static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) {}
            var description: String { "<NSObject>" }
        }

        struct NSNumber: Hashable, Comparable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            let doubleValue: Double
            init(value: Double) { doubleValue = value }
            init(integerLiteral value: Int) { doubleValue = Double(value) }
            init(floatLiteral value: Double) { doubleValue = value }
            init(value: Int) { doubleValue = Double(value) }
            init(value: Bool) { doubleValue = value ? 1 : 0 }
            var intValue: Int { Int(doubleValue) }
            var floatValue: Double { doubleValue }
            var boolValue: Bool { doubleValue != 0 }
            var stringValue: String {
                doubleValue == doubleValue.rounded() && abs(doubleValue) < 1e15 ? String(Int(doubleValue)) : String(doubleValue)
            }
            static func < (lhs: NSNumber, rhs: NSNumber) -> Bool { lhs.doubleValue < rhs.doubleValue }

            // `NSDecimalNumber`'s (an NSNumber here): a `Decimal` is a Double in Flipbook.
            init(decimal value: Decimal) { doubleValue = value }
            init(string: String?) {
                if let string, let value = Double(string) { doubleValue = value } else { doubleValue = .nan }
            }
            init(mantissa: UInt64, exponent: Int16, isNegative: Bool) {
                doubleValue = (isNegative ? -1 : 1) * Double(mantissa) * pow(10, Double(exponent))
            }
            var decimalValue: Decimal { doubleValue }
            var description: String { stringValue }
            static var zero: NSNumber { NSNumber(value: 0) }
            static var one: NSNumber { NSNumber(value: 1) }
            static var notANumber: NSNumber { NSNumber(value: Double.nan) }
            func adding(_ other: NSNumber) -> NSNumber { NSNumber(value: doubleValue + other.doubleValue) }
            func subtracting(_ other: NSNumber) -> NSNumber { NSNumber(value: doubleValue - other.doubleValue) }
            func multiplying(by other: NSNumber) -> NSNumber { NSNumber(value: doubleValue * other.doubleValue) }
            func dividing(by other: NSNumber) -> NSNumber { NSNumber(value: doubleValue / other.doubleValue) }
            func raising(toPower power: Int) -> NSNumber { NSNumber(value: pow(doubleValue, Double(power))) }
            func compare(_ other: NSNumber) -> ComparisonResult {
                doubleValue < other.doubleValue ? .orderedAscending : (doubleValue > other.doubleValue ? .orderedDescending : .orderedSame)
            }
        }

        /// Foundation's decimal number, a subclass of `NSNumber`: the same number here.
        typealias NSDecimalNumber = NSNumber

        final class NumberFormatter: Formatter {
            enum Style {
                case none, decimal, currency, percent, scientific, spellOut, ordinal, currencyISOCode, currencyPlural,
                    currencyAccounting
            }
            var numberStyle: Style = .none
            var isLenient = false
            var locale: Locale? = nil
            var currencyCode: String = "USD"
            var multiplier: NSNumber? = nil
            var zeroSymbol: String? = nil
            var notANumberSymbol: String = "NaN"
            var positiveInfinitySymbol: String = "∞"
            var negativeInfinitySymbol: String = "-∞"
            private var _minimumFractionDigits: Int? = nil
            private var _maximumFractionDigits: Int? = nil
            private var _usesGroupingSeparator: Bool? = nil
            private var _currencySymbol: String? = nil
            private var _positivePrefix: String? = nil
            private var _negativePrefix: String? = nil
            private var _positiveSuffix: String? = nil
            private var _negativeSuffix: String? = nil
            var minimumIntegerDigits: Int = 1
            var maximumIntegerDigits: Int = 42
            init() {}

            // The affixes are the style's until set, as Foundation's (in en_US): the percent
            // style's suffix is "%", so `positiveSuffix = " " + positiveSuffix` writes "45 %".
            var positivePrefix: String {
                get { _positivePrefix ?? _stylePrefix }
                set { _positivePrefix = newValue }
            }
            var negativePrefix: String {
                get { _negativePrefix ?? "-" + _stylePrefix }
                set { _negativePrefix = newValue }
            }
            var positiveSuffix: String {
                get { _positiveSuffix ?? (numberStyle == .percent ? "%" : "") }
                set { _positiveSuffix = newValue }
            }
            var negativeSuffix: String {
                get { _negativeSuffix ?? (numberStyle == .percent ? "%" : "") }
                set { _negativeSuffix = newValue }
            }
            private var _stylePrefix: String {
                numberStyle == .currencyISOCode ? currencyCode + " " : _isCurrency ? currencySymbol : ""
            }

            var minimumFractionDigits: Int {
                get { _minimumFractionDigits ?? (_isCurrency ? 2 : 0) }
                set {
                    _minimumFractionDigits = newValue
                    if maximumFractionDigits < newValue { _maximumFractionDigits = newValue }
                }
            }
            var maximumFractionDigits: Int {
                get { _maximumFractionDigits ?? (_isCurrency ? 2 : numberStyle == .decimal ? 3 : 0) }
                set {
                    _maximumFractionDigits = newValue
                    if minimumFractionDigits > newValue { _minimumFractionDigits = newValue }
                }
            }
            var usesGroupingSeparator: Bool {
                get { _usesGroupingSeparator ?? (numberStyle != .none && numberStyle != .ordinal) }
                set { _usesGroupingSeparator = newValue }
            }
            var currencySymbol: String {
                get {
                    _currencySymbol
                        ?? (["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$"][currencyCode]
                            ?? currencyCode + " ")
                }
                set { _currencySymbol = newValue }
            }
            private var _isCurrency: Bool {
                numberStyle == .currency || numberStyle == .currencyISOCode || numberStyle == .currencyAccounting
                    || numberStyle == .currencyPlural
            }

            func string(from number: NSNumber) -> String? {
                let value = number.doubleValue * (multiplier?.doubleValue ?? 1)
                if value == 0, let zeroSymbol { return zeroSymbol }
                if value.isNaN { return notANumberSymbol }
                if value.isInfinite { return value < 0 ? negativeInfinitySymbol : positiveInfinitySymbol }
                switch numberStyle {
                case .ordinal:
                    let whole = Int(value.rounded())
                    let tens = abs(whole) % 100
                    let suffix = tens >= 11 && tens <= 13 ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][abs(whole) % 10]
                    return String(whole) + suffix
                case .scientific, .spellOut:
                    _notSupported("NumberFormatter's .scientific and .spellOut styles are not supported by Flipbook yet")
                    return nil
                default:
                    var style = FloatingPointFormatStyle()
                    style.minimumFractionDigits = minimumFractionDigits
                    style.maximumFractionDigits = maximumFractionDigits
                    style.usesGrouping = usesGroupingSeparator
                    style.minimumIntegerDigits = minimumIntegerDigits
                    style.maximumIntegerDigits = maximumIntegerDigits
                    if numberStyle == .percent { style.multiplier = 100 }
                    var text = style.format(value)
                    let isNegative = text.hasPrefix("-")
                    if isNegative { text.removeFirst() }
                    if numberStyle == .currencyAccounting && isNegative && _negativePrefix == nil && _negativeSuffix == nil {
                        return "(" + positivePrefix + text + ")"
                    }
                    return isNegative ? negativePrefix + text + negativeSuffix : positivePrefix + text + positiveSuffix
                }
            }

            override func string(for value: Any?) -> String? {
                if let number = value as? NSNumber { return string(from: number) }
                if let number = value as? Double { return string(from: NSNumber(value: number)) }
                if let number = value as? Int { return string(from: NSNumber(value: number)) }
                return nil
            }

            func number(from string: String) -> NSNumber? {
                var text = string.replacingOccurrences(of: ",", with: "")
                if _isCurrency { text = text.replacingOccurrences(of: currencySymbol, with: "") }
                if numberStyle == .percent { text = text.replacingOccurrences(of: "%", with: "") }
                guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
                return NSNumber(value: numberStyle == .percent ? value / 100 : value)
            }
        }
        """#
}
