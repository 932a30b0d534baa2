// expect: exit 2 at 8:25 "offset(…): 'x' must be finite"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().offset(x: .nan)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
