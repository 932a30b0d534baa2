// expect: exit 2 at 21:58 "cannot find 'minY' in scope"
// run: render --duration 1
// Found by the fuzzer (a slow unit): each GeometryReader body hands the main queue a block
// that appends to state, so every update schedules another; the overlay's reader has a new
// identity each time (.id(UUID())), and each update lays the whole scene out again. The loop
// must stop as one that never settles well within 2 s (it took 2.5 s in the release build when
// 100 busy changes were allowed at one instant). The first error is the name the second
// block reads, which no scope declares.
//
import SwiftUI

struct Marker: View {
    @Binding var points: [CGFloat]

    var body: some View {
        GeometryReader { proxy -> Color in
            let midX = proxy.frame(in: .global).midX
            DispatchQueue.main.async {
                if points.count != Int.max { points.append(midX) }
            }
                        DispatchQueue.main.async { top = minY }
            return Color.blue
        }
        .frame(width: 40, height: Int.max)
    }
}

struct Readings: View {
    @State private var points: [CGFloat] = []
    @State private var top: CGFloat = .infinity

    var body: some View {
        VStack {
            HStack(spacing: Double.greatestFiniteMagnitude-324) {
                Marker(points: $points)
                Marker(points: $points)
.frame(maxWidth: .infinity, maxHeight: Int.max)
                Marker(points: $points)
            }
            Text(points.map { String(Int($0)) }.joined(separator: "\n\n"))
            Text("a")
                .overlay(
                    GeometryReader { proxy -> Color in
                        let minY = proxy.frame(in: .global).minY
// flipbook: tap 10,10 at 0.1
                        return Color.clear
                    }
.id(UUID())
                    .frame(width: 300, height: 1e300),
                    alignment: .top
                )
        }
    }

    func scale(_ x: Double) -> String {
        withAnimation(.easeOut) { String(format: "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", x && 4) }
.overlay(Text("x"))
    }
}

