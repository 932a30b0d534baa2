// expect: exit 2 at 8:18 "modifier 'aspectRatio' is not supported by Flipbook yet"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().aspectRatio(0, contentMode: .fit)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
