// expect: exit 2 at 11:26 "type 'Phase' has no member 'c'"
// run: render --duration 1
import SwiftUI

enum Phase { case a, b }

struct V: View {
    @State private var p = Phase.a
    var body: some View {
        Text("p")
            .task { p = .c }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
