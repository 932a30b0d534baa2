// expect: exit 2 at 8:39 "division by zero"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        GeometryReader { g in Text("\(Int(g.size.width) / n)") }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
