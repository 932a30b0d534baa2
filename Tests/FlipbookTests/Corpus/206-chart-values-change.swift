// A bar chart whose data changes inside withAnimation: grouped bars (position(by:)) move to
// their new heights, the y axis grows from 0…30 to 0…50 (shared ticks move, the others fade),
// a horizontal goal rule moves with the scale, and the annotations follow their bars.
import Charts
import SwiftUI

struct Score: Identifiable {
    var id: String { team + round }
    let team: String
    let round: String
    var points: Double
}

struct ScoresChart: View {
    @State private var scores = [
        Score(team: "Red", round: "R1", points: 12), Score(team: "Blue", round: "R1", points: 20),
        Score(team: "Red", round: "R2", points: 30), Score(team: "Blue", round: "R2", points: 18),
    ]

    var body: some View {
        Chart(scores) { score in
            BarMark(x: .value("Round", score.round), y: .value("Points", score.points))
                .foregroundStyle(by: .value("Team", score.team))
                .position(by: .value("Team", score.team))
                .annotation(position: .top) {
                    Text("\(Int(score.points))").font(.caption)
                }
            RuleMark(y: .value("Goal", 25))
                .foregroundStyle(.orange)
        }
        .chartForegroundStyleScale(["Red": Color.red, "Blue": Color.blue])
        .padding()
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.spring(duration: 0.6, bounce: 0)) {
                scores[0].points = 48
                scores[3].points = 36
            }
        }
    }
}

#Preview { ScoresChart() }
