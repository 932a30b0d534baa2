// expect: exit 2 at 7:37 "calls nest more than 400 deep (endless recursion?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    func f(_ k: Int) -> some View { f(k + 1) }
    var body: some View {
        f(0)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
