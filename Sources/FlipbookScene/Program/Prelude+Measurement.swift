extension Prelude {
    /// Foundation's `Measurement`, its units (`UnitLength.kilometers`, `UnitTemperature.celsius`…)
    /// and their conversions, written in Swift with Foundation's coefficients; and the two ways
    /// Foundation writes a measurement, `Measurement.FormatStyle` (`formatted()`,
    /// `Text(distance, format: .measurement(width: .wide))`) and `MeasurementFormatter`. Both
    /// write as Foundation does in en_US, through ICU (`_formatICUNumber`): `formatted()` of
    /// 36.8 °C is "98°F", the unit en_US uses, unless the usage is `.asProvided`.
    static let measurementSource = #"""
        class Unit: Hashable, CustomStringConvertible {
            let symbol: String
            init(symbol: String) { self.symbol = symbol }
            static func == (lhs: Unit, rhs: Unit) -> Bool { lhs.symbol == rhs.symbol && lhs._icu == rhs._icu }
            func hash(into hasher: inout Hasher) { hasher.combine(symbol) }
            var description: String { symbol }
            /// ICU's name for the unit ("kilometer"); empty for a unit of the app's own.
            var _icu: String { "" }
        }

        class UnitConverter {
            func baseUnitValue(fromValue value: Double) -> Double { value }
            func value(fromBaseUnitValue baseUnitValue: Double) -> Double { baseUnitValue }
        }

        class UnitConverterLinear: UnitConverter {
            let coefficient: Double
            let constant: Double
            init(coefficient: Double, constant: Double = 0) {
                self.coefficient = coefficient
                self.constant = constant
            }
            override func baseUnitValue(fromValue value: Double) -> Double { value * coefficient + constant }
            override func value(fromBaseUnitValue baseUnitValue: Double) -> Double { (baseUnitValue - constant) / coefficient }
        }

        class Dimension: Unit {
            let converter: UnitConverter
            let _icuName: String
            init(symbol: String, converter: UnitConverter) {
                self.converter = converter
                _icuName = ""
                super.init(symbol: symbol)
            }
            /// Foundation's own units: their ICU names and linear converters.
            init(_icu: String, symbol: String, coefficient: Double, constant: Double = 0) {
                converter = UnitConverterLinear(coefficient: coefficient, constant: constant)
                _icuName = _icu
                super.init(symbol: symbol)
            }
            override var _icu: String { _icuName }
            class func baseUnit() -> Dimension { fatalError("Dimension.baseUnit() is for subclasses") }
            /// The base unit of the instance's own dimension (`baseUnit()` of its class).
            func _baseUnit() -> Dimension { self }
        }

        final class UnitTemperature: Dimension {
            static let kelvin = UnitTemperature(_icu: "kelvin", symbol: "K", coefficient: 1)
            static let celsius = UnitTemperature(_icu: "celsius", symbol: "°C", coefficient: 1, constant: 273.15)
            static let fahrenheit = UnitTemperature(
                _icu: "fahrenheit", symbol: "°F", coefficient: 0.5555555555555556, constant: 255.37222222222223)
            override class func baseUnit() -> UnitTemperature { .kelvin }
            override func _baseUnit() -> Dimension { UnitTemperature.kelvin }
        }

        final class UnitLength: Dimension {
            static let megameters = UnitLength(_icu: "megameter", symbol: "Mm", coefficient: 1_000_000)
            static let kilometers = UnitLength(_icu: "kilometer", symbol: "km", coefficient: 1000)
            static let hectometers = UnitLength(_icu: "hectometer", symbol: "hm", coefficient: 100)
            static let decameters = UnitLength(_icu: "dekameter", symbol: "dam", coefficient: 10)
            static let meters = UnitLength(_icu: "meter", symbol: "m", coefficient: 1)
            static let decimeters = UnitLength(_icu: "decimeter", symbol: "dm", coefficient: 0.1)
            static let centimeters = UnitLength(_icu: "centimeter", symbol: "cm", coefficient: 0.01)
            static let millimeters = UnitLength(_icu: "millimeter", symbol: "mm", coefficient: 0.001)
            static let micrometers = UnitLength(_icu: "micrometer", symbol: "µm", coefficient: 0.000001)
            static let nanometers = UnitLength(_icu: "nanometer", symbol: "nm", coefficient: 1e-9)
            static let picometers = UnitLength(_icu: "picometer", symbol: "pm", coefficient: 1e-12)
            static let inches = UnitLength(_icu: "inch", symbol: "in", coefficient: 0.0254)
            static let feet = UnitLength(_icu: "foot", symbol: "ft", coefficient: 0.3048)
            static let yards = UnitLength(_icu: "yard", symbol: "yd", coefficient: 0.9144)
            static let miles = UnitLength(_icu: "mile", symbol: "mi", coefficient: 1609.344)
            static let scandinavianMiles = UnitLength(_icu: "mile-scandinavian", symbol: "smi", coefficient: 10000)
            static let lightyears = UnitLength(_icu: "light-year", symbol: "ly", coefficient: 9.4607304725808e15)
            static let nauticalMiles = UnitLength(_icu: "nautical-mile", symbol: "NM", coefficient: 1852)
            static let fathoms = UnitLength(_icu: "fathom", symbol: "ftm", coefficient: 1.8288)
            static let furlongs = UnitLength(_icu: "furlong", symbol: "fur", coefficient: 201.168)
            static let astronomicalUnits = UnitLength(_icu: "astronomical-unit", symbol: "ua", coefficient: 1.495978707e11)
            static let parsecs = UnitLength(_icu: "parsec", symbol: "pc", coefficient: 3.0856775814913673e16)
            override class func baseUnit() -> UnitLength { .meters }
            override func _baseUnit() -> Dimension { UnitLength.meters }
        }

        final class UnitMass: Dimension {
            static let kilograms = UnitMass(_icu: "kilogram", symbol: "kg", coefficient: 1)
            static let grams = UnitMass(_icu: "gram", symbol: "g", coefficient: 0.001)
            static let decigrams = UnitMass(_icu: "decigram", symbol: "dg", coefficient: 0.0001)
            static let centigrams = UnitMass(_icu: "centigram", symbol: "cg", coefficient: 0.00001)
            static let milligrams = UnitMass(_icu: "milligram", symbol: "mg", coefficient: 0.000001)
            static let micrograms = UnitMass(_icu: "microgram", symbol: "µg", coefficient: 1e-9)
            static let nanograms = UnitMass(_icu: "nanogram", symbol: "ng", coefficient: 1e-12)
            static let picograms = UnitMass(_icu: "picogram", symbol: "pg", coefficient: 1e-15)
            static let ounces = UnitMass(_icu: "ounce", symbol: "oz", coefficient: 0.028349523125)
            static let pounds = UnitMass(_icu: "pound", symbol: "lb", coefficient: 0.45359237)
            static let stones = UnitMass(_icu: "stone", symbol: "st", coefficient: 6.35029318)
            static let metricTons = UnitMass(_icu: "tonne", symbol: "t", coefficient: 1000)
            static let shortTons = UnitMass(_icu: "ton", symbol: "ton", coefficient: 907.18474)
            static let carats = UnitMass(_icu: "carat", symbol: "ct", coefficient: 0.0002)
            static let ouncesTroy = UnitMass(_icu: "ounce-troy", symbol: "oz t", coefficient: 0.0311034768)
            static let slugs = UnitMass(_icu: "", symbol: "slug", coefficient: 14.593903)
            override class func baseUnit() -> UnitMass { .kilograms }
            override func _baseUnit() -> Dimension { UnitMass.kilograms }
        }

        final class UnitSpeed: Dimension {
            static let metersPerSecond = UnitSpeed(_icu: "meter-per-second", symbol: "m/s", coefficient: 1)
            static let kilometersPerHour = UnitSpeed(_icu: "kilometer-per-hour", symbol: "km/h", coefficient: 0.2777777777777778)
            static let milesPerHour = UnitSpeed(_icu: "mile-per-hour", symbol: "mph", coefficient: 0.44704)
            static let knots = UnitSpeed(_icu: "knot", symbol: "kn", coefficient: 0.5144444444444445)
            override class func baseUnit() -> UnitSpeed { .metersPerSecond }
            override func _baseUnit() -> Dimension { UnitSpeed.metersPerSecond }
        }

        final class UnitDuration: Dimension {
            static let hours = UnitDuration(_icu: "hour", symbol: "hr", coefficient: 3600)
            static let minutes = UnitDuration(_icu: "minute", symbol: "min", coefficient: 60)
            static let seconds = UnitDuration(_icu: "second", symbol: "s", coefficient: 1)
            static let milliseconds = UnitDuration(_icu: "millisecond", symbol: "ms", coefficient: 0.001)
            static let microseconds = UnitDuration(_icu: "microsecond", symbol: "µs", coefficient: 0.000001)
            static let nanoseconds = UnitDuration(_icu: "nanosecond", symbol: "ns", coefficient: 1e-9)
            static let picoseconds = UnitDuration(_icu: "picosecond", symbol: "ps", coefficient: 1e-12)
            override class func baseUnit() -> UnitDuration { .seconds }
            override func _baseUnit() -> Dimension { UnitDuration.seconds }
        }

        final class UnitVolume: Dimension {
            static let megaliters = UnitVolume(_icu: "megaliter", symbol: "ML", coefficient: 1_000_000)
            static let kiloliters = UnitVolume(_icu: "kiloliter", symbol: "kL", coefficient: 1000)
            static let liters = UnitVolume(_icu: "liter", symbol: "L", coefficient: 1)
            static let deciliters = UnitVolume(_icu: "deciliter", symbol: "dL", coefficient: 0.1)
            static let centiliters = UnitVolume(_icu: "centiliter", symbol: "cL", coefficient: 0.01)
            static let milliliters = UnitVolume(_icu: "milliliter", symbol: "mL", coefficient: 0.001)
            static let cubicKilometers = UnitVolume(_icu: "cubic-kilometer", symbol: "km³", coefficient: 1e12)
            static let cubicMeters = UnitVolume(_icu: "cubic-meter", symbol: "m³", coefficient: 1000)
            static let cubicDecimeters = UnitVolume(_icu: "cubic-decimeter", symbol: "dm³", coefficient: 1)
            static let cubicCentimeters = UnitVolume(_icu: "cubic-centimeter", symbol: "cm³", coefficient: 0.001)
            static let cubicMillimeters = UnitVolume(_icu: "cubic-millimeter", symbol: "mm³", coefficient: 0.000001)
            static let cubicInches = UnitVolume(_icu: "cubic-inch", symbol: "in³", coefficient: 0.016387064)
            static let cubicFeet = UnitVolume(_icu: "cubic-foot", symbol: "ft³", coefficient: 28.316846592)
            static let cubicYards = UnitVolume(_icu: "cubic-yard", symbol: "yd³", coefficient: 764.554857984)
            static let cubicMiles = UnitVolume(_icu: "cubic-mile", symbol: "mi³", coefficient: 4.168181825440579e12)
            static let acreFeet = UnitVolume(_icu: "acre-foot", symbol: "af", coefficient: 1233481.83754752)
            static let bushels = UnitVolume(_icu: "bushel", symbol: "bsh", coefficient: 35.23907016688)
            static let teaspoons = UnitVolume(_icu: "teaspoon", symbol: "tsp", coefficient: 0.00492892159375)
            static let tablespoons = UnitVolume(_icu: "tablespoon", symbol: "tbsp", coefficient: 0.01478676478125)
            static let fluidOunces = UnitVolume(_icu: "fluid-ounce", symbol: "fl oz", coefficient: 0.0295735295625)
            static let cups = UnitVolume(_icu: "cup", symbol: "cup", coefficient: 0.24)
            static let pints = UnitVolume(_icu: "pint", symbol: "pt", coefficient: 0.473176473)
            static let quarts = UnitVolume(_icu: "quart", symbol: "qt", coefficient: 0.946352946)
            static let gallons = UnitVolume(_icu: "gallon", symbol: "gal", coefficient: 3.785411784)
            static let imperialTeaspoons = UnitVolume(_icu: "teaspoon", symbol: "tsp", coefficient: 0.00591938802083)
            static let imperialTablespoons = UnitVolume(_icu: "tablespoon", symbol: "tbsp", coefficient: 0.0177581640625)
            static let imperialFluidOunces = UnitVolume(_icu: "fluid-ounce-imperial", symbol: "fl oz", coefficient: 0.0284130625)
            static let imperialPints = UnitVolume(_icu: "pint-imperial", symbol: "pt", coefficient: 0.56826125)
            static let imperialQuarts = UnitVolume(_icu: "quart-imperial", symbol: "qt", coefficient: 1.1365225)
            static let imperialGallons = UnitVolume(_icu: "gallon-imperial", symbol: "gal", coefficient: 4.54609)
            static let metricCups = UnitVolume(_icu: "cup-metric", symbol: "metric cup", coefficient: 0.25)
            override class func baseUnit() -> UnitVolume { .liters }
            override func _baseUnit() -> Dimension { UnitVolume.liters }
        }

        final class UnitEnergy: Dimension {
            static let kilojoules = UnitEnergy(_icu: "kilojoule", symbol: "kJ", coefficient: 1000)
            static let joules = UnitEnergy(_icu: "joule", symbol: "J", coefficient: 1)
            static let kilocalories = UnitEnergy(_icu: "kilocalorie", symbol: "kCal", coefficient: 4184)
            static let calories = UnitEnergy(_icu: "calorie", symbol: "cal", coefficient: 4.184)
            static let kilowattHours = UnitEnergy(_icu: "kilowatt-hour", symbol: "kWh", coefficient: 3_600_000)
            override class func baseUnit() -> UnitEnergy { .joules }
            override func _baseUnit() -> Dimension { UnitEnergy.joules }
        }

        final class UnitPressure: Dimension {
            static let newtonsPerMetersSquared = UnitPressure(_icu: "pascal", symbol: "N/m²", coefficient: 1)
            static let gigapascals = UnitPressure(_icu: "gigapascal", symbol: "GPa", coefficient: 1e9)
            static let megapascals = UnitPressure(_icu: "megapascal", symbol: "MPa", coefficient: 1_000_000)
            static let kilopascals = UnitPressure(_icu: "kilopascal", symbol: "kPa", coefficient: 1000)
            static let hectopascals = UnitPressure(_icu: "hectopascal", symbol: "hPa", coefficient: 100)
            static let inchesOfMercury = UnitPressure(_icu: "inch-ofhg", symbol: "inHg", coefficient: 3386.389)
            static let bars = UnitPressure(_icu: "bar", symbol: "bar", coefficient: 100_000)
            static let millibars = UnitPressure(_icu: "millibar", symbol: "mbar", coefficient: 100)
            static let millimetersOfMercury = UnitPressure(_icu: "millimeter-ofhg", symbol: "mmHg", coefficient: 133.322387415)
            static let poundsForcePerSquareInch = UnitPressure(_icu: "pound-force-per-square-inch", symbol: "psi", coefficient: 6894.757293168)
            override class func baseUnit() -> UnitPressure { .newtonsPerMetersSquared }
            override func _baseUnit() -> Dimension { UnitPressure.newtonsPerMetersSquared }
        }

        final class UnitAngle: Dimension {
            static let degrees = UnitAngle(_icu: "degree", symbol: "°", coefficient: 1)
            static let arcMinutes = UnitAngle(_icu: "arc-minute", symbol: "ʹ", coefficient: 0.016666666666666666)
            static let arcSeconds = UnitAngle(_icu: "arc-second", symbol: "ʺ", coefficient: 0.0002777777777777778)
            static let radians = UnitAngle(_icu: "radian", symbol: "rad", coefficient: 57.29577951308232)
            static let gradians = UnitAngle(_icu: "", symbol: "grad", coefficient: 0.9)
            static let revolutions = UnitAngle(_icu: "revolution", symbol: "rev", coefficient: 360)
            override class func baseUnit() -> UnitAngle { .degrees }
            override func _baseUnit() -> Dimension { UnitAngle.degrees }
        }

        final class UnitArea: Dimension {
            static let squareMegameters = UnitArea(_icu: "square-megameter", symbol: "Mm²", coefficient: 1e12)
            static let squareKilometers = UnitArea(_icu: "square-kilometer", symbol: "km²", coefficient: 1_000_000)
            static let squareMeters = UnitArea(_icu: "square-meter", symbol: "m²", coefficient: 1)
            static let squareCentimeters = UnitArea(_icu: "square-centimeter", symbol: "cm²", coefficient: 0.0001)
            static let squareMillimeters = UnitArea(_icu: "square-millimeter", symbol: "mm²", coefficient: 0.000001)
            static let squareMicrometers = UnitArea(_icu: "square-micrometer", symbol: "µm²", coefficient: 1e-12)
            static let squareNanometers = UnitArea(_icu: "square-nanometer", symbol: "nm²", coefficient: 1e-18)
            static let squareInches = UnitArea(_icu: "square-inch", symbol: "in²", coefficient: 0.00064516)
            static let squareFeet = UnitArea(_icu: "square-foot", symbol: "ft²", coefficient: 0.09290304)
            static let squareYards = UnitArea(_icu: "square-yard", symbol: "yd²", coefficient: 0.83612736)
            static let squareMiles = UnitArea(_icu: "square-mile", symbol: "mi²", coefficient: 2589988.110336)
            static let acres = UnitArea(_icu: "acre", symbol: "ac", coefficient: 4046.8564224)
            static let ares = UnitArea(_icu: "", symbol: "a", coefficient: 100)
            static let hectares = UnitArea(_icu: "hectare", symbol: "ha", coefficient: 10000)
            override class func baseUnit() -> UnitArea { .squareMeters }
            override func _baseUnit() -> Dimension { UnitArea.squareMeters }
        }

        final class UnitPower: Dimension {
            static let terawatts = UnitPower(_icu: "terawatt", symbol: "TW", coefficient: 1e12)
            static let gigawatts = UnitPower(_icu: "gigawatt", symbol: "GW", coefficient: 1e9)
            static let megawatts = UnitPower(_icu: "megawatt", symbol: "MW", coefficient: 1_000_000)
            static let kilowatts = UnitPower(_icu: "kilowatt", symbol: "kW", coefficient: 1000)
            static let watts = UnitPower(_icu: "watt", symbol: "W", coefficient: 1)
            static let milliwatts = UnitPower(_icu: "milliwatt", symbol: "mW", coefficient: 0.001)
            static let microwatts = UnitPower(_icu: "microwatt", symbol: "µW", coefficient: 0.000001)
            static let nanowatts = UnitPower(_icu: "nanowatt", symbol: "nW", coefficient: 1e-9)
            static let picowatts = UnitPower(_icu: "picowatt", symbol: "pW", coefficient: 1e-12)
            static let femtowatts = UnitPower(_icu: "femtowatt", symbol: "fW", coefficient: 1e-15)
            static let horsepower = UnitPower(_icu: "horsepower", symbol: "hp", coefficient: 745.7)
            override class func baseUnit() -> UnitPower { .watts }
            override func _baseUnit() -> Dimension { UnitPower.watts }
        }

        final class UnitFrequency: Dimension {
            static let terahertz = UnitFrequency(_icu: "terahertz", symbol: "THz", coefficient: 1e12)
            static let gigahertz = UnitFrequency(_icu: "gigahertz", symbol: "GHz", coefficient: 1e9)
            static let megahertz = UnitFrequency(_icu: "megahertz", symbol: "MHz", coefficient: 1_000_000)
            static let kilohertz = UnitFrequency(_icu: "kilohertz", symbol: "kHz", coefficient: 1000)
            static let hertz = UnitFrequency(_icu: "hertz", symbol: "Hz", coefficient: 1)
            static let millihertz = UnitFrequency(_icu: "millihertz", symbol: "mHz", coefficient: 0.001)
            static let microhertz = UnitFrequency(_icu: "microhertz", symbol: "µHz", coefficient: 0.000001)
            static let nanohertz = UnitFrequency(_icu: "nanohertz", symbol: "nHz", coefficient: 1e-9)
            static let framesPerSecond = UnitFrequency(_icu: "", symbol: "FPS", coefficient: 1)
            override class func baseUnit() -> UnitFrequency { .hertz }
            override func _baseUnit() -> Dimension { UnitFrequency.hertz }
        }

        final class UnitAcceleration: Dimension {
            static let metersPerSecondSquared = UnitAcceleration(_icu: "meter-per-square-second", symbol: "m/s²", coefficient: 1)
            static let gravity = UnitAcceleration(_icu: "g-force", symbol: "g", coefficient: 9.80665)
            override class func baseUnit() -> UnitAcceleration { .metersPerSecondSquared }
            override func _baseUnit() -> Dimension { UnitAcceleration.metersPerSecondSquared }
        }

        struct Measurement<UnitType: Unit>: Hashable, Comparable, CustomStringConvertible {
            let unit: UnitType
            var value: Double
            init(value: Double, unit: UnitType) {
                self.value = value
                self.unit = unit
            }
            var description: String { "\(value) \(unit.symbol)" }

            /// The value in the base unit of the dimension (metres, kelvin…).
            var _baseValue: Double {
                guard let dimension = unit as? Dimension else { return value }
                return dimension.converter.baseUnitValue(fromValue: value)
            }

            func converted(to otherUnit: UnitType) -> Measurement<UnitType> {
                guard unit != otherUnit, let target = otherUnit as? Dimension else {
                    return Measurement(value: value, unit: otherUnit)
                }
                return Measurement(value: target.converter.value(fromBaseUnitValue: _baseValue), unit: otherUnit)
            }
            mutating func convert(to otherUnit: UnitType) { self = converted(to: otherUnit) }

            /// Two measurements in different units: Foundation adds them in the base unit.
            func _combined(_ other: Measurement<UnitType>, _ operation: (Double, Double) -> Double) -> Measurement<UnitType> {
                if unit == other.unit { return Measurement(value: operation(value, other.value), unit: unit) }
                guard let dimension = unit as? Dimension, let base = dimension._baseUnit() as? UnitType else {
                    return Measurement(value: operation(value, other.value), unit: unit)
                }
                return Measurement(value: operation(_baseValue, other._baseValue), unit: base)
            }
            static func + (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Measurement<UnitType> { lhs._combined(rhs) { $0 + $1 } }
            static func - (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Measurement<UnitType> { lhs._combined(rhs) { $0 - $1 } }
            static func * (lhs: Measurement<UnitType>, rhs: Double) -> Measurement<UnitType> {
                Measurement(value: lhs.value * rhs, unit: lhs.unit)
            }
            static func * (lhs: Double, rhs: Measurement<UnitType>) -> Measurement<UnitType> {
                Measurement(value: lhs * rhs.value, unit: rhs.unit)
            }
            static func / (lhs: Measurement<UnitType>, rhs: Double) -> Measurement<UnitType> {
                Measurement(value: lhs.value / rhs, unit: lhs.unit)
            }
            static func == (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Bool {
                lhs.unit == rhs.unit ? lhs.value == rhs.value : lhs._baseValue == rhs._baseValue
            }
            static func < (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Bool {
                lhs.unit == rhs.unit ? lhs.value < rhs.value : lhs._baseValue < rhs._baseValue
            }
            func hash(into hasher: inout Hasher) { hasher.combine(_baseValue) }

            func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
            func formatted(_ style: FormatStyle) -> String { style.format(self) }

            struct FormatStyle: Hashable {
                enum UnitWidth: Hashable { case wide, abbreviated, narrow }
                var width: UnitWidth
                var usage: MeasurementFormatUnitUsage<UnitType>?
                var numberFormatStyle: FloatingPointFormatStyle?
                var hidesScaleName = false
                init(
                    width: UnitWidth, locale: Locale? = nil, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle? = nil
                ) {
                    self.width = width
                    self.usage = usage
                    self.numberFormatStyle = numberFormatStyle
                }
                static func measurement(
                    width: UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle? = nil
                ) -> FormatStyle {
                    FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
                }
                func locale(_ locale: Locale) -> FormatStyle { self }

                func format(_ measurement: Measurement<UnitType>) -> String {
                    let icuWidth = width == .wide ? "full-name" : width == .narrow ? "narrow" : "short"
                    let number = numberFormatStyle.map { " " + $0._icuSkeleton } ?? ""
                    return _formatMeasurement(
                        measurement.value, measurement.unit, usage: usage?._icu ?? "", width: icuWidth, number: number)
                }
            }
        }

        /// What a measurement is for: `.general` writes it in the locale's unit, `.asProvided` in
        /// its own; the others pick the unit people use for that (a road's distance, a person's
        /// height), as ICU's unit preferences say.
        struct MeasurementFormatUnitUsage<UnitType>: Hashable {
            let _icu: String
            static var general: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "default") }
            static var asProvided: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "") }
            static var person: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "person") }
            static var weather: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "weather") }
            static var personHeight: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "person-height") }
            static var road: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "road") }
            static var food: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "food") }
            static var workout: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "food") }
            static var personWeight: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(_icu: "person") }
        }

        /// A measurement as ICU writes it; a usage ICU has no preferences for (angles) writes the
        /// unit as given, and a unit ICU does not know (the app's own) is the number and its symbol.
        func _formatMeasurement(_ value: Double, _ unit: Unit, usage: String, width: String, number: String) -> String {
            if !unit._icu.isEmpty {
                let skeleton = "unit/" + unit._icu + " unit-width-" + width + number
                if !usage.isEmpty, let text = _formatICUNumber(value, skeleton: skeleton + " usage/" + usage) { return text }
                if let text = _formatICUNumber(value, skeleton: skeleton) { return text }
            }
            let plain = _formatICUNumber(value, skeleton: number.isEmpty ? "" : String(number.dropFirst())) ?? "\(value)"
            return width == "narrow" ? plain + unit.symbol : plain + " " + unit.symbol
        }

        /// Fraction digits as an ICU skeleton's precision: ".0#" for one to two, "precision-integer"
        /// for none.
        func _icuFractionDigits(_ minimum: Int, _ maximum: Int) -> String {
            guard maximum > 0 else { return "precision-integer" }
            return "." + String(repeating: "0", count: min(minimum, maximum))
                + String(repeating: "#", count: max(maximum - minimum, 0))
        }

        extension FloatingPointFormatStyle {
            /// The style's digits as an ICU number skeleton (".00", "group-off").
            var _icuSkeleton: String {
                var parts: [String] = []
                if hasPrecision { parts.append(_icuFractionDigits(minimumFractionDigits, maximumFractionDigits)) }
                if !usesGrouping { parts.append("group-off") }
                if notation == .compactName { parts.append("compact-short") }
                if notation == .scientific { parts.append("scientific") }
                return parts.joined(separator: " ")
            }
        }

        /// Foundation's `MeasurementFormatter`, as it writes in en_US: the measurement in the
        /// locale's unit (`98.24°F` for 36.8 °C) unless `unitOptions` has `.providedUnit`, its
        /// number as the formatter's `numberFormatter` writes it (at most three fraction digits).
        final class MeasurementFormatter {
            struct UnitOptions: OptionSet, Hashable {
                let rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }
                static let providedUnit = UnitOptions(rawValue: 1)
                static let naturalScale = UnitOptions(rawValue: 2)
                static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
            }
            typealias UnitStyle = _FormatterUnitStyle

            var unitOptions: UnitOptions = []
            var unitStyle: UnitStyle = .medium
            var locale: Locale? = nil
            var numberFormatter: NumberFormatter! = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                return formatter
            }()
            init() {}

            /// `string(from:)` of a measurement or of a unit (one function: Flipbook tells
            /// overloads apart by their labels).
            func string(from value: Any) -> String {
                if let unit = value as? Unit { return _string(fromUnit: unit) }
                guard let measurement = value as? Measurement<Unit> else { return "\(value)" }
                let withoutUnit = unitOptions.contains(.temperatureWithoutUnit) && measurement.unit is UnitTemperature
                let width = withoutUnit ? "narrow" : unitStyle == .long ? "full-name" : unitStyle == .short ? "narrow" : "short"
                let minimum = numberFormatter.minimumFractionDigits
                let digits = _icuFractionDigits(minimum, max(numberFormatter.maximumFractionDigits, minimum))
                let usage = unitOptions.contains(.providedUnit) ? "" : "default"
                return _formatMeasurement(measurement.value, measurement.unit, usage: usage, width: width, number: " " + digits)
            }

            func _string(fromUnit unit: Unit) -> String {
                guard unitStyle == .long, !unit._icu.isEmpty,
                    let named = _formatICUNumber(2, skeleton: "unit/" + unit._icu + " unit-width-full-name")
                else { return unit.symbol }
                return named.hasPrefix("2 ") ? String(named.dropFirst(2)) : named
            }
        }
        """#
}
