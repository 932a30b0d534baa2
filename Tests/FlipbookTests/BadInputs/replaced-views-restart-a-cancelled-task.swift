// expect: exit 2 at 16:25 "the scene replaces its views 7 times at t = 0 s without settling"
// run: render --duration 2
// Each change gives the text a new identity: the old one's task is cancelled (its sleep throws
// at once, and `try?` goes on to change the state again), and the new one appears and changes
// the state again too. SwiftUI spins the same way.
import SwiftUI
struct V: View {
    @State private var count = 0
    @State private var appearances = 0
    var body: some View {
        Text("\(count) \(appearances)")
            .task {
                try? await Task.sleep(for: .seconds(1))
                withAnimation { count += 1 }
            }
            .onAppear { appearances += 1 }
            .id(UUID())
    }
}
#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
