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
            enum UnitStyle { case short, medium, long }

            var unitStyle: UnitStyle = .medium
            var isForPersonHeightUse = false
            var numberFormatter: NumberFormatter! = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                return formatter
            }()
            init() {}

            func string(fromValue value: Double, unit: Unit) -> String {
                let number = numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
                switch unitStyle {
                case .short: return number + unit._symbol
                case .medium: return number + " " + unit._symbol
                case .long: return number + " " + (value == 1 ? unit._name.one : unit._name.many)
                }
            }

            func unitString(fromValue value: Double, unit: Unit) -> String {
                switch unitStyle {
                case .short, .medium: return unit._symbol
                case .long: return value == 1 ? unit._name.one : unit._name.many
                }
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
            enum UnitStyle { case short, medium, long }

            var unitStyle: UnitStyle = .medium
            var isForPersonMassUse = false
            var numberFormatter: NumberFormatter! = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                return formatter
            }()
            init() {}

            func string(fromValue value: Double, unit: Unit) -> String {
                let number = numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
                switch unitStyle {
                case .short: return number + unit._symbol
                case .medium: return number + " " + unit._symbol
                case .long: return number + " " + (value == 1 ? unit._name.one : unit._name.many)
                }
            }

            func string(fromKilograms kilograms: Double) -> String {
                string(fromValue: kilograms / 0.45359237, unit: .pound)
            }

            func unitString(fromValue value: Double, unit: Unit) -> String {
                switch unitStyle {
                case .short, .medium: return unit._symbol
                case .long: return value == 1 ? unit._name.one : unit._name.many
                }
            }
        }
        """#
}
