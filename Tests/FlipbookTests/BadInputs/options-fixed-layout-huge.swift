// expect: exit 2 at 12:18 "fixedLayout needs a width and height between 1 and 16384"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 100000, height: 40)) { V() }
