// expect: exit 2 at 8:34 "index out of range: 3 in an array of 1 element"
// run: render --duration 1
import SwiftUI

struct Child: View {
    let items: [Int]
    var body: some View {
        Text("c").onAppear { _ = items[3] }
    }
}

struct V: View {
    var body: some View { Child(items: [1]) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
