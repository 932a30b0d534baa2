import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var isHighlighted = false

    func increment() {
        count += 1
        isHighlighted = count.isMultiple(of: 2)
    }
}

struct CounterView: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(model.count)")
                .font(.title)
            RoundedRectangle(cornerRadius: 12)
                .fill(model.isHighlighted ? Color.orange : Color.gray)
                .frame(width: 120, height: 60)
        }
        .task {
            for _ in 0..<2 {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.easeInOut(duration: 0.5)) {
                    model.increment()
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 200)) {
    CounterView()
}
