import SwiftUI

struct Sparkline: View {
    let values: [Double] = [3, 7, 4, 9, 6, 10]

    var body: some View {
        Path { path in
            let step = 200.0 / Double(values.count - 1)
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: Double(index) * step, y: 100 - value * 10)
                if index == 0 {
                    path.move(to: point)
                } else {
                    path.addLine(to: point)
                }
            }
        }
        .stroke(Color.purple, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        .frame(width: 200, height: 100)
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 140)) {
    Sparkline()
}
