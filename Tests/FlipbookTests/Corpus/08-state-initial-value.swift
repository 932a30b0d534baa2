import SwiftUI

struct CountdownView: View {
    @State private var remaining: Int
    let total: Int

    init(from start: Int) {
        total = start
        _remaining = State(initialValue: start)
    }

    var body: some View {
        VStack(spacing: 8) {
            Text("\(remaining)")
                .font(.system(size: 40, weight: .bold))
            Rectangle()
                .fill(Color.red)
                .frame(width: 30 * CGFloat(remaining), height: 6)
        }
        .task {
            while remaining > 0 {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.linear(duration: 0.2)) {
                    remaining -= 1
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 140)) {
    CountdownView(from: 3)
}
