import SwiftUI

struct LineChart: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let maxValue = values.max(), values.count > 1 else { return path }
        let step = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: rect.minX + CGFloat(index) * step,
                                y: rect.maxY - CGFloat(value / maxValue) * rect.height)
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        return path
    }
}

struct Sparkline: View {
    let values: [Double] = [3, 7, 4, 9, 6, 10]

    var body: some View {
        LineChart(values: values)
            .stroke(Color.purple, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
            .frame(width: 200, height: 100)
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 140)) {
    Sparkline()
}
