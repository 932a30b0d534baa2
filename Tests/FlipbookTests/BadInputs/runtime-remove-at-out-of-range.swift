// expect: exit 2 at 11:19 "remove(at:) index is out of range"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                var a = [1, 2]
                a.remove(at: 2)
                n = a.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
