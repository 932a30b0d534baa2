extension Prelude {
    /// Number format styles (`Text(x, format: .percent)`, `x.formatted(.number.precision(…))`),
    /// written in Swift, formatting as Foundation does in the en_US locale: grouping commas, at
    /// most six fraction digits unless a precision says otherwise, rounding half to even.
    static let formatStyleSource = #"""
        struct NumberFormatPrecision: Hashable {
            var minimumFractionDigits: Int
            var maximumFractionDigits: Int
            static func fractionLength(_ length: Int) -> NumberFormatPrecision {
                NumberFormatPrecision(minimumFractionDigits: length, maximumFractionDigits: length)
            }
            static func fractionLength(_ range: ClosedRange<Int>) -> NumberFormatPrecision {
                NumberFormatPrecision(minimumFractionDigits: range.lowerBound, maximumFractionDigits: range.upperBound)
            }
        }

        enum NumberFormatGrouping: Hashable {
            case automatic, never
        }

        /// `.notation(.compactName)` ("1.2K", "3.4M") and `.scientific` ("1.2345E4").
        enum NumberFormatNotation: Hashable {
            case automatic, compactName, scientific
        }

        /// `.byteCount(style: .file)`: a count of bytes as Foundation writes it ("1.5 MB").
        struct ByteCountFormatStyle: Hashable {
            enum Style: Int, Hashable { case file, memory, decimal, binary }
            struct Units: OptionSet, Hashable {
                let rawValue: Int
                static let bytes = Units(rawValue: 1)
                static let kb = Units(rawValue: 2)
                static let mb = Units(rawValue: 4)
                static let gb = Units(rawValue: 8)
                static let tb = Units(rawValue: 16)
                static let pb = Units(rawValue: 32)
                static let eb = Units(rawValue: 64)
                static let zb = Units(rawValue: 128)
                static let ybOrHigher = Units(rawValue: 0xFF00)
                static let all = Units(rawValue: 0xFFFF)
                static let `default` = Units(rawValue: 0xFFFF)
            }
            var style: Style = .file
            var allowedUnits: Units = .all
            var spellsOutZero = true
            var includesActualByteCount = false
            init(style: Style = .file, allowedUnits: Units = .all, spellsOutZero: Bool = true, includesActualByteCount: Bool = false) {
                self.style = style
                self.allowedUnits = allowedUnits
                self.spellsOutZero = spellsOutZero
                self.includesActualByteCount = includesActualByteCount
            }
            func format(_ value: Double) -> String {
                _formatByteCount(
                    value, style: style.rawValue, units: allowedUnits.rawValue, spellsOutZero: spellsOutZero,
                    includesActualByteCount: includesActualByteCount)
            }
        }

        /// Foundation's older formatter of byte counts, written by the same code.
        final class ByteCountFormatter {
            enum CountStyle: Int { case file, memory, decimal, binary }
            struct Units: OptionSet {
                let rawValue: Int
                static let useBytes = Units(rawValue: 1)
                static let useKB = Units(rawValue: 2)
                static let useMB = Units(rawValue: 4)
                static let useGB = Units(rawValue: 8)
                static let useTB = Units(rawValue: 16)
                static let usePB = Units(rawValue: 32)
                static let useEB = Units(rawValue: 64)
                static let useZB = Units(rawValue: 128)
                static let useYBOrHigher = Units(rawValue: 0xFF00)
                static let useAll = Units(rawValue: 0xFFFF)
            }
            var countStyle: CountStyle = .file
            var allowedUnits: Units = .useAll
            var allowsNonnumericFormatting = true
            var includesActualByteCount = false
            var includesUnit = true
            var includesCount = true
            var isAdaptive = true
            var zeroPadsFractionDigits = false
            init() {}
            func string(fromByteCount count: Int64) -> String {
                _formatByteCount(
                    Double(count), style: countStyle.rawValue, units: allowedUnits.rawValue,
                    spellsOutZero: allowsNonnumericFormatting, includesActualByteCount: includesActualByteCount,
                    includesUnit: includesUnit, includesCount: includesCount, isAdaptive: isAdaptive,
                    zeroPadsFractionDigits: zeroPadsFractionDigits)
            }
            static func string(fromByteCount count: Int64, countStyle: CountStyle) -> String {
                let formatter = ByteCountFormatter()
                formatter.countStyle = countStyle
                return formatter.string(fromByteCount: count)
            }
        }

        /// `.sign(strategy:)`: whether a sign is written.
        enum NumberFormatSign: Hashable {
            case automatic, never
            case _always(includingZero: Bool)
            static func always(includingZero: Bool = false) -> NumberFormatSign { ._always(includingZero: includingZero) }
        }

        /// `IntegerFormatStyle<Int>()`, `Decimal.FormatStyle()`: the number style, one type here.
        typealias IntegerFormatStyle = FloatingPointFormatStyle

        struct FloatingPointFormatStyle: Hashable {
            var multiplier: Double = 1
            var prefix: String = ""
            var suffix: String = ""
            var minimumFractionDigits: Int = 0
            var maximumFractionDigits: Int = 6
            var usesGrouping: Bool = true
            var minimumIntegerDigits: Int = 1
            var maximumIntegerDigits: Int = 42
            var notation: NumberFormatNotation = .automatic
            var hasPrecision = false
            var roundingRule: FloatingPointRoundingRule? = nil
            var roundingIncrement: Double? = nil
            var sign: NumberFormatSign = .automatic

            /// `FloatingPointFormatStyle<Double>.Currency(code: "USD")`, `.Percent()`: the styles
            /// `.currency(code:)` and `.percent` make, as types of their own.
            struct Currency: Hashable {
                var _style: FloatingPointFormatStyle
                init(code: String, locale: Locale? = nil) { _style = FloatingPointFormatStyle.currency(code: code) }
                init(_style: FloatingPointFormatStyle) { self._style = _style }
                func precision(_ precision: NumberFormatPrecision) -> Currency { Currency(_style: _style.precision(precision)) }
                func grouping(_ grouping: NumberFormatGrouping) -> Currency { Currency(_style: _style.grouping(grouping)) }
                func format(_ value: Double) -> String { _style.format(value) }
                /// `let style: FloatingPointFormatStyle<Double>.Currency = .currency(code: "USD")`.
                static func currency(code: String) -> Currency { Currency(code: code) }
            }
            struct Percent: Hashable {
                var _style: FloatingPointFormatStyle
                init(locale: Locale? = nil) { _style = FloatingPointFormatStyle.percent }
                init(_style: FloatingPointFormatStyle) { self._style = _style }
                func precision(_ precision: NumberFormatPrecision) -> Percent { Percent(_style: _style.precision(precision)) }
                func grouping(_ grouping: NumberFormatGrouping) -> Percent { Percent(_style: _style.grouping(grouping)) }
                func format(_ value: Double) -> String { _style.format(value) }
            }

            static func byteCount(
                style: ByteCountFormatStyle.Style, allowedUnits: ByteCountFormatStyle.Units = .all,
                spellsOutZero: Bool = true, includesActualByteCount: Bool = false
            ) -> ByteCountFormatStyle {
                ByteCountFormatStyle(
                    style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
                    includesActualByteCount: includesActualByteCount)
            }

            static var number: FloatingPointFormatStyle { FloatingPointFormatStyle() }
            static var percent: FloatingPointFormatStyle { FloatingPointFormatStyle(multiplier: 100, suffix: "%") }
            static func currency(code: String) -> FloatingPointFormatStyle {
                let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "CHF": "CHF "]
                let digits = code == "JPY" ? 0 : 2
                return FloatingPointFormatStyle(
                    prefix: symbols[code] ?? code + " ", minimumFractionDigits: digits, maximumFractionDigits: digits)
            }

            func precision(_ precision: NumberFormatPrecision) -> FloatingPointFormatStyle {
                var copy = self
                copy.minimumFractionDigits = precision.minimumFractionDigits
                copy.maximumFractionDigits = precision.maximumFractionDigits
                copy.hasPrecision = true
                return copy
            }

            func notation(_ notation: NumberFormatNotation) -> FloatingPointFormatStyle {
                var copy = self
                copy.notation = notation
                return copy
            }

            /// `.rounded(rule: .up)`, `.rounded(rule: .down, increment: 5)`: the number rounded by
            /// the rule, to the increment or else to the digits written.
            func rounded(rule: FloatingPointRoundingRule = .toNearestOrEven, increment: Double? = nil) -> FloatingPointFormatStyle {
                var copy = self
                copy.roundingRule = rule
                copy.roundingIncrement = increment
                return copy
            }

            /// `.scale(100)`: the number multiplied before it is written.
            func scale(_ multiplicand: Double) -> FloatingPointFormatStyle {
                var copy = self
                copy.multiplier *= multiplicand
                return copy
            }

            /// `.sign(strategy: .always())`: "+" before a positive number (and zero, if asked).
            func sign(strategy: NumberFormatSign) -> FloatingPointFormatStyle {
                var copy = self
                copy.sign = strategy
                return copy
            }

            func grouping(_ grouping: NumberFormatGrouping) -> FloatingPointFormatStyle {
                var copy = self
                copy.usesGrouping = grouping == .automatic
                return copy
            }

            func format(_ value: Double) -> String {
                if notation == .compactName { return _signed(_compact(value * multiplier), value) }
                if notation == .scientific { return _signed(_scientific(value * multiplier), value) }
                guard let rule = roundingRule else { return _signed(_plain(value), value) }
                var scaled = value * multiplier
                if let increment = roundingIncrement, increment > 0 {
                    scaled = (scaled / increment).rounded(rule) * increment
                } else {
                    let power = pow(10, Double(maximumFractionDigits))
                    scaled = (scaled * power).rounded(rule) / power
                }
                var unscaled = self
                unscaled.multiplier = 1
                return _signed(unscaled._plain(scaled), scaled)
            }

            func _signed(_ text: String, _ value: Double) -> String {
                switch sign {
                case .automatic: return text
                case .never: return text.hasPrefix("-") ? String(text.dropFirst()) : text
                case ._always(let includingZero):
                    if text.hasPrefix("-") { return text }
                    return value != 0 || includingZero ? "+" + text : text
                }
            }

            /// en_US's short compact names: thousands "K", millions "M", billions "B", trillions
            /// "T", with two significant digits (or the whole part, "123K") unless a precision is
            /// given.
            func _compact(_ value: Double) -> String {
                let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
                var index = units.firstIndex { abs(value) >= $0.0 } ?? units.count
                /// The scaled value rounded to two significant digits (whole numbers kept), and
                /// its fraction digits.
                func rounded(_ scaled: Double) -> (value: Double, digits: Int) {
                    if hasPrecision || scaled == 0 || !scaled.isFinite { return (scaled, hasPrecision ? maximumFractionDigits : 0) }
                    let digits = max(0, 1 - Int(floor(log10(abs(scaled)))))
                    let power = pow(10, Double(digits))
                    return ((scaled * power).rounded(.toNearestOrEven) / power, digits)
                }
                var scaled = rounded(index < units.count ? value / units[index].0 : value)
                // 999,950 rounds to 1000K, which is 1M.
                while index > 0 && abs(scaled.value) >= 1000 {
                    index -= 1
                    scaled = rounded(value / units[index].0)
                }
                var inner = FloatingPointFormatStyle(prefix: prefix)
                inner.minimumFractionDigits = hasPrecision ? minimumFractionDigits : 0
                inner.maximumFractionDigits = scaled.digits
                inner.usesGrouping = usesGrouping
                return inner._plain(scaled.value) + (index < units.count ? units[index].1 : "") + suffix
            }

            /// Scientific notation as ICU writes it: "1.2345E4", "5E-1".
            func _scientific(_ value: Double) -> String {
                guard value != 0, value.isFinite else { return _plain(value) }
                var exponent = Int(floor(log10(abs(value))))
                var mantissa = value / pow(10, Double(exponent))
                if abs(mantissa) >= 10 {
                    mantissa /= 10
                    exponent += 1
                }
                var inner = FloatingPointFormatStyle(prefix: prefix)
                inner.minimumFractionDigits = hasPrecision ? minimumFractionDigits : 0
                inner.maximumFractionDigits = hasPrecision ? maximumFractionDigits : 6
                return inner._plain(mantissa) + "E" + String(exponent) + suffix
            }

            func _plain(_ value: Double) -> String {
                let scaled = value * multiplier
                var text = String(format: "%.\(maximumFractionDigits)f", abs(scaled))
                if maximumFractionDigits > minimumFractionDigits {
                    var characters = Array(text)
                    var trailing = 0
                    while trailing < maximumFractionDigits - minimumFractionDigits
                        && characters[characters.count - 1 - trailing] == "0"
                    {
                        trailing += 1
                    }
                    characters.removeLast(trailing)
                    if characters.last == "." { characters.removeLast() }
                    text = String(characters)
                }
                let parts = text.components(separatedBy: ".")
                var whole = parts[0]
                // NumberFormatter's integer digits: 7 with a minimum of 2 is "07", 123 with a
                // maximum of 2 is "23", and 0.5 with a minimum of 0 is ".5".
                if whole.count > maximumIntegerDigits { whole = String(whole.suffix(max(maximumIntegerDigits, 0))) }
                if whole.count < minimumIntegerDigits { whole = String(repeating: "0", count: minimumIntegerDigits - whole.count) + whole }
                if minimumIntegerDigits == 0 && whole == "0" && parts.count > 1 { whole = "" }
                if usesGrouping && whole.count > 3 {
                    var grouped = ""
                    for (index, character) in whole.enumerated() {
                        if index > 0 && (whole.count - index) % 3 == 0 { grouped += "," }
                        grouped.append(character)
                    }
                    whole = grouped
                }
                let body = parts.count > 1 ? whole + "." + parts[1] : whole
                let isNegative = scaled < 0 && body.contains(where: { $0 != "0" && $0 != "." && $0 != "," })
                return (isNegative ? "-" : "") + prefix + body + suffix
            }
        }
        """#
}
