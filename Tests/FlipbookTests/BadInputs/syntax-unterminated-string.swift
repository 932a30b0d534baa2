// expect: exit 2 at 8:19 "expected '"' to end string literal"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("abc)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
