// expect: exit 2 at 8:16 "unprintable control character U+001B in the source"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("ab")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
