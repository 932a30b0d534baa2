import SwiftUI
import Combine

final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published private(set) var history: [Int] = []

    func increment() {
        count += 1
        history.append(count)
    }

    func reset() {
        count = 0
        history.removeAll()
    }
}

struct CounterBadge: View {
    @ObservedObject var model: CounterModel

    var body: some View {
        Text("\(model.count)")
            .font(.largeTitle.monospacedDigit())
            .padding()
            .background(Circle().fill(model.count.isMultiple(of: 2) ? Color.blue : Color.orange))
    }
}

struct CounterScreen: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        VStack(spacing: 16) {
            CounterBadge(model: model)
            Text("History: \(model.history.map(String.init).joined(separator: ", "))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .task {
            for _ in 0..<3 {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                    model.increment()
                }
            }
        }
    }
}

#Preview {
    CounterScreen()
}
