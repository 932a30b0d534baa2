// expect: exit 2 at 8:17 "a value grew beyond 10000000 elements (a runaway loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        ForEach(0..<100_000_000, id: \.self) { Text("\($0)") }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
