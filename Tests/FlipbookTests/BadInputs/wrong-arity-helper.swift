// expect: exit 2 at 10:25 "missing argument for parameter 'b' in call to 'f'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    func f(_ a: Int, _ b: Int) -> Int { a + b }
    var body: some View {
        Text("\(n)")
            .task { n = f(1) }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
