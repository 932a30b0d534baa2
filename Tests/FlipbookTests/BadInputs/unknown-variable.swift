// expect: exit 2 at 8:17 "cannot find 'm' in scope"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(m)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
