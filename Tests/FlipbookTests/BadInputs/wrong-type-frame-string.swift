// expect: exit 2 at 8:24 "expected Double, found String"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().frame(width: "10", height: 10)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
