// Older SwiftUI code reads geometry into state from a GeometryReader's body: it hands the
// frame to the main queue, whose work runs after the update. The labels show the three
// markers' midX and the text's own minY, and the state settles: an update that changes nothing
// on screen (a state set to the value it had) does not run the bodies' work again. The
// closures return their view after statements (`-> Color in … return`), and a helper of the
// body computes inside withAnimation.
import SwiftUI

struct Marker: View {
    @Binding var points: [CGFloat]

    var body: some View {
        GeometryReader { proxy -> Color in
            let midX = proxy.frame(in: .global).midX
            DispatchQueue.main.async {
                if points.count < 3 { points.append(midX) }
            }
            return Color.blue
        }
        .frame(width: 40, height: 20)
    }
}

struct Readings: View {
    @State private var points: [CGFloat] = []
    @State private var top: CGFloat = 0

    var body: some View {
        VStack {
            HStack(spacing: 20) {
                Marker(points: $points)
                Marker(points: $points)
                Marker(points: $points)
            }
            Text(points.map { String(Int($0)) }.joined(separator: " "))
            Text("top \(Int(top)) scale \(scale(2))")
                .overlay(
                    GeometryReader { proxy -> Color in
                        let minY = proxy.frame(in: .global).minY
                        DispatchQueue.main.async { top = minY }
                        return Color.clear
                    }
                    .frame(width: 300, height: 0),
                    alignment: .top
                )
        }
    }

    func scale(_ x: Double) -> String {
        withAnimation(.easeOut) { String(format: "%.1f", x / 4) }
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 120)) { Readings() }
