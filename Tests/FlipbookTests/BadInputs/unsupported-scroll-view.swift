// expect: exit 2 at 8:9 "cannot find 'ScrollView' in scope"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        ScrollView { Text("a") }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
