import FlipbookModel
import FlipbookScene
import Testing

/// Foundation's `Measurement`: units, conversion, arithmetic, and the text `formatted()`,
/// `Text(_:format:)` and `MeasurementFormatter` write (en_US, through ICU, as Foundation does).
@Suite struct MeasurementTests {
    private func texts(_ body: String, extra: String = "") throws -> [String] {
        try runScene(scene(body: "VStack { \(body) }", extra: extra))[0].tree.texts
    }

    @Test func formattedWritesTheLocalesUnitUnlessAsProvided() throws {
        // Apple's documentation of Measurement.FormatStyle.usage: 36.8 °C is "98°F" in en_US,
        // and "36.8°C" as provided; 38 °C wide is "100 degrees Fahrenheit".
        let texts = try texts(
            """
            Text(Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted())
            Text(Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated, usage: .asProvided)))
            Text(Measurement<UnitTemperature>(value: 38, unit: .celsius), format: .measurement(width: .wide))
            Text(Measurement(value: 36, unit: UnitLength.miles).formatted(.measurement(width: .wide, usage: .road)))
            """)
        #expect(texts == ["98°F", "36.8°C", "100 degrees Fahrenheit", "36 miles"])
    }

    @Test func conversionAndArithmeticUseTheDimensionsBaseUnit() throws {
        let texts = try texts(
            """
            Text("\\(run.converted(to: .miles).value, specifier: "%.3f")")
            Text("\\(run + Measurement(value: 500, unit: UnitLength.meters))")
            Text("\\(run * 2)")
            Text(run > Measurement(value: 3, unit: UnitLength.miles) ? "longer" : "shorter")
            Text("\\(Measurement(value: 1, unit: UnitLength.smoots).converted(to: .centimeters).value, specifier: "%.2f")")
            """,
            extra: """
                let run = Measurement(value: 5, unit: UnitLength.kilometers)
                extension UnitLength {
                    static let smoots = UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.70180))
                }
                """)
        #expect(texts == ["3.107", "5500.0 m", "10.0 km", "longer", "170.18"])
    }

    @Test func aUnitIsInferredFromTheMemberWhereTheMeasurementsTypeIsWritten() throws {
        let texts = try texts(
            "ForEach(days, id: \\.name) { day in Text(day.high.formatted(.measurement(width: .narrow, usage: .weather))) }",
            extra: """
                struct Day { let name: String; let high: Measurement<UnitTemperature> }
                let days = [Day(name: "Mon", high: Measurement(value: 21, unit: .celsius)), Day(name: "Tue", high: .init(value: 25.4, unit: .celsius))]
                """)
        #expect(texts == ["70°", "78°"])
    }

    @Test func measurementFormatterWritesItsNumberAndUnitOptions() throws {
        let texts = try texts(
            """
            Text(natural.string(from: Measurement(value: 5, unit: UnitLength.kilometers)))
            Text(provided.string(from: Measurement(value: 25.4, unit: UnitTemperature.celsius)))
            Text(provided.string(from: UnitLength.kilometers))
            """,
            extra: """
                let natural = MeasurementFormatter()
                let provided: MeasurementFormatter = {
                    let formatter = MeasurementFormatter()
                    formatter.unitOptions = .providedUnit
                    formatter.numberFormatter.maximumFractionDigits = 0
                    return formatter
                }()
                """)
        #expect(texts == ["3.107 mi", "25°C", "km"])
    }
}
