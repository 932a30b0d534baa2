// expect: exit 2 at 8:24 "font size must be between 0 and 2000"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("a").font(.system(size: 1e300))
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
