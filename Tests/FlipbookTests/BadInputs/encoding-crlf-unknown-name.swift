// expect: exit 2 at 8:18 "modifier 'wobble' is not supported by Flipbook yet"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().wobble(2)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
