// expect: exit 2 at 8:30 "scaleEffect needs a finite scale"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().scaleEffect(.nan)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
