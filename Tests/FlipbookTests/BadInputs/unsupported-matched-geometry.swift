// expect: exit 2 at 8:18 "modifier 'matchedGeometryEffect' is not supported by Flipbook yet"
// run: render --duration 1
import SwiftUI

struct V: View {
    @Namespace private var ns
    var body: some View {
        Circle().matchedGeometryEffect(id: 1, in: ns)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
