// expect: exit 2 at 10:26 "stride's step must not be zero"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                for i in stride(from: 0, to: 10, by: 0) { n = i }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
