// expect: exit 2 at 10:17 "fatalError: boom"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                fatalError("boom")
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
