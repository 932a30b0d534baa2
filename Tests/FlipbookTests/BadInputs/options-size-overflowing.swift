// expect: exit 2 "--size must be between 1x1 and 16384x16384"
// run: render --duration 1 --size 99999999999999999999x10
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
