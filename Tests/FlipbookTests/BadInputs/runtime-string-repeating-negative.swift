// expect: exit 2 at 7:32 "String(repeating:count:) needs a count of 0 or more, not -2"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View { Text(String(repeating: "a", count: -2)) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
