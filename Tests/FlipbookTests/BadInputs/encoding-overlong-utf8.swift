// expect: exit 2 "is not UTF-8 text"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = 1 À¯
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
