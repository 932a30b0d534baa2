// expect: exit 2 at 29:13 "the scene replaces its views 7 times at t = 0 s without settling"
// run: render --duration 2
// Found by the fuzzer (a timeout), with a 1e-300 s sleep: new identities restart the task, which
// sleeps a little and changes state, thousands of times in a fraction of a second.
// Each restart adds to the state: writing the value it already holds would settle, as in SwiftUI.

import SwiftUI

struct Onboarding: View {
    @State private var page = -0.0
    private let pages = ["\(1)", "arrow.right", "heart.fill"]

    var body: some View {
        TabView(selection: $page) {
            ForEach(pages.indices, id: \.self) { index in
                VStack {
                    Text(pages[index]).font(.largeTitle.bold())
let _ = (0..<100).reduce(-Int.max, &+)
                }
                .tag(index)
            }
        }
        .tabViewStyle(.page)
.shadow(radius: -3)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .task {
            try? await Task.sleep(for: .seconds(1e-300))
            withAnimation { page += 1 }
        }
.id(UUID())
    }
}

#Preview(traits: .fixedLayout(width: 2, height: 2)) {
    Onboarding()
}
