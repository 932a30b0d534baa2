// expect: exit 2 at 8:17 "division by zero"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(10 / n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
