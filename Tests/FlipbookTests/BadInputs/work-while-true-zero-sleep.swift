// expect: exit 2 at 12:21 "the scene keeps changing state at t = 0 s without settling (effects that change each other"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                while true {
                    try? await Task.sleep(for: .seconds(0))
                    n += 1
                }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
