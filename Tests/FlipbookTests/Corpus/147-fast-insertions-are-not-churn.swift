// A burst that inserts a dot every millisecond, 150 times: views appear faster than 500 a
// second, but none is replaced, so it is not taken for identities that churn (docs/limits.md).
import SwiftUI

struct Burst: View {
    @State private var count = 0
    var body: some View {
        ZStack {
            ForEach(0..<count, id: \.self) { i in
                Circle().frame(width: 4, height: 4).offset(x: CGFloat(i % 15) * 6 - 42, y: CGFloat(i / 15) * 6 - 27)
                    .transition(.scale)
            }
        }
        .task {
            for _ in 0..<150 {
                try? await Task.sleep(for: .milliseconds(1))
                withAnimation { count += 1 }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 100, height: 80)) { Burst() }
