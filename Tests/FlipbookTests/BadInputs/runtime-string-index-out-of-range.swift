// expect: exit 2 at 11:21 "index out of range: 3 in an array of 2 elements"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let s = "ab"
                n = Array(s)[3].hashValue
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
