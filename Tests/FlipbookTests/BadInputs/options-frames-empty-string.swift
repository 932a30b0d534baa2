// expect: exit 2 "Missing value for '--frames <list>'"
// run: render --duration 1 --frames=
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
