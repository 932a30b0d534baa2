// expect: exit 2 at 7:18 "calls nest more than 400 deep (endless recursion?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var x: Int { x + 1 }
    var body: some View { Text("\(x)") }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
