// expect: exit 2 "--scale must be between 0 and 16"
// run: render --duration 1 --scale 1000
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
