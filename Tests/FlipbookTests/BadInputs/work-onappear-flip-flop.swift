// expect: exit 2 at 8:85 "the scene replaces its views 7 times at t = 0 s without settling"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var flag = false
    var body: some View {
        if flag { Text("a").onAppear { flag = false } } else { Text("b").onAppear { flag = true } }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
