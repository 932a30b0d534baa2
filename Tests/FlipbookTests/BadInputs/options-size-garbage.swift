// expect: exit 2 "--size must look like 400x300, got 'wide'"
// run: render --duration 1 --size wide
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
