import SwiftUI

struct Vote: Identifiable {
    let id = UUID()
    let fruit: String
}

struct VoteChart: View {
    @State private var votes: [Vote] = ["apple", "pear", "apple", "kiwi", "apple", "pear"].map { Vote(fruit: $0) }
    @State private var highlighted: Set<String> = ["apple"]

    private var counts: [String: Int] {
        votes.reduce(into: [:]) { counts, vote in
            counts[vote.fruit, default: 0] += 1
        }
    }

    private var ranking: [(fruit: String, count: Int)] {
        counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
            .map { (fruit: $0.key, count: $0.value) }
    }

    private let colors: [String: Color] = ["apple": .red, "pear": .green, "kiwi": .brown]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(ranking, id: \.fruit) { entry in
                HStack {
                    Text(entry.fruit.capitalized)
                        .frame(width: 60, alignment: .leading)
                    RoundedRectangle(cornerRadius: 4)
                        .fill(colors[entry.fruit] ?? .gray)
                        .frame(width: CGFloat(entry.count) * 40, height: 20)
                        .opacity(highlighted.contains(entry.fruit) ? 1 : 0.5)
                }
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.bouncy) {
                votes.append(contentsOf: [Vote(fruit: "kiwi"), Vote(fruit: "kiwi"), Vote(fruit: "kiwi")])
                highlighted.insert("kiwi")
                highlighted.remove("apple")
            }
            let lookup = Dictionary(uniqueKeysWithValues: votes.enumerated().map { ($0.offset, $0.element.fruit) })
            let doubled = counts.mapValues { $0 * 2 }
            print(lookup.count, doubled["kiwi"] ?? 0, Set(votes.map(\.fruit)).sorted())
        }
    }
}

#Preview {
    VoteChart()
}
