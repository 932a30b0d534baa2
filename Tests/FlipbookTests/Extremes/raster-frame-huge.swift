// expect: exit 0
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().frame(width: 1e300, height: 1e300)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
