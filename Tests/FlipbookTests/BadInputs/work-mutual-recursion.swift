// expect: exit 2 at 8:31 "calls nest more than 400 deep (endless recursion?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    func a(_ x: Int) -> Int { b(x) }
    func b(_ x: Int) -> Int { a(x) }
    var body: some View {
        Text("\(a(1))")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
