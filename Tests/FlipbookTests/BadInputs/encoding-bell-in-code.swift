// expect: exit 2 at 10:22 "unprintable control character U+0007 in the source"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = 1
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
