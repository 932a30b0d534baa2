// expect: exit 2 at 12:40 "the scene keeps changing state at t = 0 s without settling"
// run: render
import SwiftUI

// Found by replaying the fuzzer's corpus: each layout hands a reading to the main queue, which appends
// it to the text, which changes the layout. The text grows at every change, so shaping it is
// what costs: stopped after a few changes at one instant, not after a thousand.
struct Marker: View {
    @Binding var readings: [CGFloat]
    var body: some View {
        GeometryReader { proxy -> Color in
            DispatchQueue.main.async { readings.append(proxy.frame(in: .global).midX) }
            return Color.blue
        }
        .frame(width: 40, height: 40)
    }
}

struct Readings: View {
    @State private var readings: [CGFloat] = []
    var body: some View {
        VStack {
            Marker(readings: $readings)
            Text(readings.map { String(Int($0)) }.joined(separator: String(repeating: "W", count: 200)))
        }
    }
}

#Preview { Readings() }
