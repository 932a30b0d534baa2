// expect: exit 2 at 9:21 "cannot assign to property: 'n' is a 'let' constant"
// run: render --duration 1
import SwiftUI

struct V: View {
    let n = 0
    var body: some View {
        Text("\(n)")
            .task { n = 1 }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
