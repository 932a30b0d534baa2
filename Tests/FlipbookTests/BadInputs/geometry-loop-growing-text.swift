// expect: exit 2 at 13:40 "the scene keeps changing state at t = 0 s without settling"
// run: render
import SwiftUI

// Found by replaying the fuzzer's corpus: each layout hands a reading to the main queue, which appends
// it to the text above it, which grows by lines and moves the reader down (its content runs again
// only when its frame changes, as SwiftUI's does). Shaping the text is what costs: stopped after a
// few changes at one instant, not after a thousand.
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
        ScrollView {
            Text(readings.map { String(repeating: "W", count: 200) + String(Int($0)) }.joined())
            Marker(readings: $readings)
        }
    }
}

#Preview { Readings() }
