// expect: exit 2 at 5:25 "invalid redeclaration of 'a'"
// run: render --duration 1
import SwiftUI

enum Phase { case a, b, a }

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
