// Overloads that share their labels are told apart by the arguments' types, as swiftc's type
// checker does: a float literal cannot be an Int, a Double state's binding is not a
// Binding<Int>, a string is not a number. Each Text names the overload that ran.
import SwiftUI

func describe(_ value: Int) -> String { "Int \(value)" }
func describe(_ value: Double) -> String { "Double \(value)" }
func describe(_ value: String) -> String { "String \(value)" }

struct Swatch {
    var label: String
    init(hex: Int) { label = "hex Int \(hex)" }
    init(hex: String) { label = "hex String \(hex)" }
}

struct Meter: View {
    let text: String
    init(value: Binding<Int>, in range: ClosedRange<Int>) { text = "Int meter \(value.wrappedValue)" }
    init(value: Binding<Double>, in range: ClosedRange<Double>) { text = "Double meter \(value.wrappedValue)" }
    var body: some View { Text(text) }
}

struct V: View {
    @State private var level = 0.5
    @State private var count = 3
    var body: some View {
        let ratio = 0.25
        VStack(spacing: 6) {
            Text(describe(2))
            Text(describe(2.5))
            Text(describe(ratio))
            Text(describe("two"))
            Text(Swatch(hex: 0xFF8800).label)
            Text(Swatch(hex: "#FF8800").label)
            Meter(value: $count, in: 0...10)
            Meter(value: $level, in: 0...1)
            Stepper("Level", value: $level, in: 0...1, step: 0.1)
        }
    }
}
#Preview(traits: .fixedLayout(width: 320, height: 320)) { V() }
