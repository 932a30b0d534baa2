import SwiftUI

extension Double {
    var asPercent: String { "\(Int((self * 100).rounded()))%" }

    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

extension Int {
    var isEven: Bool { self % 2 == 0 }
}

struct BatteryView: View {
    @State private var level = 0.35

    var body: some View {
        VStack(spacing: 6) {
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4).stroke(Color.primary, lineWidth: 2)
                RoundedRectangle(cornerRadius: 2)
                    .fill(level > 0.2 ? Color.green : Color.red)
                    .frame(width: 96 * level.clamped(to: 0...1))
                    .padding(2)
            }
            .frame(width: 100, height: 40)
            Text(level.asPercent + (Int(level * 10).isEven ? " even" : " odd"))
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.5)) { level = 1.3 }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) {
    BatteryView()
}
