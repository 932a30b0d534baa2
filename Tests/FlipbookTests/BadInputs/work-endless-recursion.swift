// expect: exit 2 at 7:31 "calls nest more than 400 deep (endless recursion?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    func f(_ x: Int) -> Int { f(x + 1) }
    var body: some View {
        Text("\(n)")
            .task { n = f(0) }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
