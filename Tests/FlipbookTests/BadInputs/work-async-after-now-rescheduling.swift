// expect: exit 2 at 8:9 "the scene keeps changing state at t = 0 s without settling (effects that change each other"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    func tick() {
        n += 1
        DispatchQueue.main.asyncAfter(deadline: .now()) { tick() }
    }
    var body: some View {
        Text("\(n)")
            .onAppear { tick() }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
