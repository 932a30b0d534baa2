import SwiftUI

struct StepperLog: View {
    @State private var history: [Int] = []
    @State private var value = 0 {
        didSet {
            history.append(oldValue)
        }
    }

    var body: some View {
        VStack(spacing: 8) {
            Text("Value \(value)")
                .font(.title2)
            Text("Previous: \(history.map(String.init).joined(separator: ", "))")
                .font(.caption)
        }
        .task {
            for step in 1...3 {
                try? await Task.sleep(for: .seconds(0.4))
                value = step * 10
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) {
    StepperLog()
}
