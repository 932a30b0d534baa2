// expect: exit 2 at 8:33 "rotationEffect needs a finite angle"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().rotationEffect(.degrees(.infinity))
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
