// expect: exit 2 at 7:47 "assertion failure: never"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text("\(n)").task { assertionFailure("never") } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
