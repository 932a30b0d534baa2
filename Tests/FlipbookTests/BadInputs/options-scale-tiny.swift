// expect: exit 2 at 12:1 "the frames would be 0.004×0.004 pixels (canvas × --scale); each side must be between 1 and"
// run: render --duration 1 --scale 0.0001
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
