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

        struct FloatingPointFormatStyle: Hashable {
            var multiplier: Double = 1
            var prefix: String = ""
            var suffix: String = ""
            var minimumFractionDigits: Int = 0
            var maximumFractionDigits: Int = 6
            var usesGrouping: Bool = true
            var minimumIntegerDigits: Int = 1
            var maximumIntegerDigits: Int = 42

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
                return copy
            }

            func grouping(_ grouping: NumberFormatGrouping) -> FloatingPointFormatStyle {
                var copy = self
                copy.usesGrouping = grouping == .automatic
                return copy
            }

            func format(_ value: Double) -> String {
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
