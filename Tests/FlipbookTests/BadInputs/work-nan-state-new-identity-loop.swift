// expect: exit 2 at 27:13 "the scene replaces its views 7 times at t = 0 s without settling"
// run: render --duration 2
// Found by the fuzzer (a timeout): a task sets a NaN state (never equal to itself) while
// .id(UUID()) gives the views new identities at each evaluation, so the task starts again.
// (The fuzzer's input had two Onboarding views; one shows the loop at half the cost.)
import SwiftUI

struct Onboarding: View {
    @State private var page = -0.0
    private let pages = ["🧪👩‍👩‍👧", "Discover", "\(1)"]

    var body: some View {
        TabView(selection: $page) {
            ForEach(pages.indices, id: \.self) { index in
                VStack {
                    Text(pages[index]).font(.largeTitle.bold())
                    Text(pages[index]).font(.largeTitle.bold())
                }
.transition(.move(edge: .leading).combined(with: .opacity))
                .tag(index)
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .task {
            try? await Task.sleep(for: .seconds(Int.min))
            withAnimation { page = .nan }
        }
.id(UUID())
    }
}

#Preview(traits: .fixedLayout(width: 2, height: 200)) {
    Onboarding()
}
