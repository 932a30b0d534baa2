// expect: exit 2 at 8:24 "frame 'width:' must be finite; use frame(maxWidth: .infinity) to fill"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().frame(width: .infinity, height: 10)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
