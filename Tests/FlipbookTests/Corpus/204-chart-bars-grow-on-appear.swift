// The tutorials' first chart: weekday bars that grow from zero when the view appears, with a
// fixed y scale. Each bar's height animates from 0 to its value along the ease-out curve.
import Charts
import SwiftUI

struct DailySteps: Identifiable {
    let id = UUID()
    let day: String
    let steps: Int
}

struct StepsChart: View {
    @State private var isAnimated = false
    let data = [
        DailySteps(day: "Mon", steps: 4200), DailySteps(day: "Tue", steps: 7800),
        DailySteps(day: "Wed", steps: 6100), DailySteps(day: "Thu", steps: 9300),
        DailySteps(day: "Fri", steps: 5400),
    ]

    var body: some View {
        Chart(data) { item in
            BarMark(
                x: .value("Day", item.day),
                y: .value("Steps", isAnimated ? item.steps : 0)
            )
            .foregroundStyle(.pink.gradient)
            .cornerRadius(6)
        }
        .chartYScale(domain: 0...10000)
        .frame(height: 240)
        .padding()
        .onAppear {
            withAnimation(.easeOut(duration: 0.8)) { isAnimated = true }
        }
    }
}

#Preview { StepsChart() }
