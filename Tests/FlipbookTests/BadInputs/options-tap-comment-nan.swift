// expect: exit 2 at 12:1 "a flipbook directive must read"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

// flipbook: tap "Go" at nan
#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
