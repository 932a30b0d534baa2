// expect: exit 2 at 14:12 "index out of range: 1 in an array of 1 element"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) {
    let a = [V()]
    return a[1]
}
