// expect: exit 2 at 12:25 "'try!' expression unexpectedly raised an error: bad"
// run: render --duration 1
import SwiftUI

enum Oops: Error { case bad }

struct V: View {
    @State private var n = 0
    func f() throws -> Int { throw Oops.bad }
    var body: some View {
        Text("\(n)")
            .task { n = try! f() }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
