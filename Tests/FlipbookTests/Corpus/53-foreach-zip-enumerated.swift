import SwiftUI

struct Leaderboard: View {
    let names = ["Mia", "Leo", "Ava", "Kai"]
    let scores = [980, 870, 640, 420]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Array(zip(names, scores).enumerated()), id: \.offset) { index, pair in
                HStack {
                    Text("\(index + 1).")
                        .frame(width: 24, alignment: .trailing)
                    Text(pair.0)
                        .frame(width: 40, alignment: .leading)
                    Rectangle()
                        .fill(index == 0 ? Color.yellow : Color.blue.opacity(0.5))
                        .frame(width: CGFloat(pair.1) / 10, height: 12)
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) {
    Leaderboard()
}
