// expect: exit 2 at 8:19 "extra unlabelled argument in call to Text(…)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("a") { Circle() }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
