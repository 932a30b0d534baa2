// expect: exit 2 at 8:40 "the scene keeps changing state at t = 0 s without settling (effects that change each other"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var flag = false
    var body: some View {
        if flag { Text("a").onAppear { flag = false } } else { Text("b").onAppear { flag = true } }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
