// expect: exit 2 at 8:28 "the scene keeps running at t = 0 s without time passing (a loop that sleeps 0 s, or work t"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    func tick() {
        DispatchQueue.main.asyncAfter(deadline: .now()) { tick() }
    }
    var body: some View {
        Text("\(n)")
            .onAppear { tick() }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
