import SwiftUI

struct Runner: Identifiable, Comparable {
    let id: String
    var seconds: Double

    static func < (lhs: Runner, rhs: Runner) -> Bool {
        lhs.seconds < rhs.seconds
    }
}

struct RaceResults: View {
    @State private var runners = [
        Runner(id: "Kim", seconds: 12.4),
        Runner(id: "Ola", seconds: 11.9),
        Runner(id: "Raj", seconds: 12.1),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(runners.sorted()) { runner in
                Text("\(runner.id) \(runner.seconds, specifier: "%.1f")s")
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut) {
                runners[0].seconds = 11.5
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) {
    RaceResults()
}
