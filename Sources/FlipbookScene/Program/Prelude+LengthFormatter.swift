extension Prelude {
    /// Foundation's `LengthFormatter` (Apple's Landmarks tutorial shows a hike's distance with
    /// it) and `MassFormatter`, as they write in en_US: the number as a decimal `NumberFormatter` writes it (at most
    /// three fraction digits), then the unit: `4.8 km` medium, `4.8km` short, `4.8 kilometers`
    /// long.
    static let lengthFormatterSource = #"""
        final class LengthFormatter {
            enum Unit {
                case millimeter, centimeter, meter, kilometer, inch, foot, yard, mile

                var _symbol: String {
                    switch self {
                    case .millimeter: return "mm"
                    case .centimeter: return "cm"
                    case .meter: return "m"
                    case .kilometer: return "km"
                    case .inch: return "in"
                    case .foot: return "ft"
                    case .yard: return "yd"
                    case .mile: return "mi"
                    }
                }

                var _name: (one: String, many: String) {
                    switch self {
                    case .millimeter: return ("millimeter", "millimeters")
                    case .centimeter: return ("centimeter", "centimeters")
                    case .meter: return ("meter", "meters")
                    case .kilometer: return ("kilometer", "kilometers")
                    case .inch: return ("inch", "inches")
                    case .foot: return ("foot", "feet")
                    case .yard: return ("yard", "yards")
                    case .mile: return ("mile", "miles")
                    }
                }
            }
            typealias UnitStyle = _FormatterUnitStyle

            var unitStyle: UnitStyle = .medium
            var isForPersonHeightUse = false
            var numberFormatter: NumberFormatter! = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                return formatter
            }()
            init() {}

            func string(fromValue value: Double, unit: Unit) -> String {
                _unitNumber(numberFormatter, value) + _unitSuffix(value, unitStyle, unit._symbol, unit._name)
            }

            func unitString(fromValue value: Double, unit: Unit) -> String {
                _unitSuffix(value, unitStyle, unit._symbol, unit._name).trimmingCharacters(in: .whitespaces)
            }
        }

        /// Foundation's `Formatter.UnitStyle`, shared by the unit formatters.
        enum _FormatterUnitStyle { case short, medium, long }

        /// A unit formatter's number: as its decimal `NumberFormatter` writes it.
        func _unitNumber(_ formatter: NumberFormatter, _ value: Double) -> String {
            formatter.string(from: NSNumber(value: value)) ?? String(value)
        }

        /// What follows the number: `km` (short), ` km` (medium), ` kilometers` (long).
        func _unitSuffix(_ value: Double, _ style: _FormatterUnitStyle, _ symbol: String, _ name: (one: String, many: String)) -> String {
            switch style {
            case .short: return symbol
            case .medium: return " " + symbol
            case .long: return " " + (value == 1 ? name.one : name.many)
            }
        }

        /// Foundation's `MassFormatter`, as it writes in en_US: `18 g` medium, `18g` short,
        /// `18 grams` long; a mass given in kilograms is written in pounds, en_US's unit.
        final class MassFormatter {
            enum Unit {
                case gram, kilogram, ounce, pound, stone

                var _symbol: String {
                    switch self {
                    case .gram: return "g"
                    case .kilogram: return "kg"
                    case .ounce: return "oz"
                    case .pound: return "lb"
                    case .stone: return "st"
                    }
                }

                var _name: (one: String, many: String) {
                    switch self {
                    case .gram: return ("gram", "grams")
                    case .kilogram: return ("kilogram", "kilograms")
                    case .ounce: return ("ounce", "ounces")
                    case .pound: return ("pound", "pounds")
                    case .stone: return ("stone", "stones")
                    }
                }
            }
            typealias UnitStyle = _FormatterUnitStyle

            var unitStyle: UnitStyle = .medium
            var isForPersonMassUse = false
            var numberFormatter: NumberFormatter! = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                return formatter
            }()
            init() {}

            func string(fromValue value: Double, unit: Unit) -> String {
                _unitNumber(numberFormatter, value) + _unitSuffix(value, unitStyle, unit._symbol, unit._name)
            }

            func string(fromKilograms kilograms: Double) -> String {
                string(fromValue: kilograms / 0.45359237, unit: .pound)
            }

            func unitString(fromValue value: Double, unit: Unit) -> String {
                _unitSuffix(value, unitStyle, unit._symbol, unit._name).trimmingCharacters(in: .whitespaces)
            }
        }
        """#
}
