// expect: exit 2 at 12:21 "string index out of range"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let s = "ab"
                let i = s.index(s.startIndex, offsetBy: 5)
                n = s[i].hashValue
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
