// expect: exit 2 at 11:23 "calls nest more than 400 deep (endless recursion?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                var f: (Int) -> Int = { $0 }
                f = { f($0 + 1) }
                n = f(0)
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
