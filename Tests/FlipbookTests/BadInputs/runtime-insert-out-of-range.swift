// expect: exit 2 at 11:19 "insert(_:at:) index 5 is out of range"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                var a = [1, 2]
                a.insert(0, at: 5)
                n = a.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
