// expect: exit 2 at 8:17 "expected ')' to end function call"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("a"
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
