// expect: exit 2 at 10:21 "a value of type Int cannot be called"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = n(3)
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
