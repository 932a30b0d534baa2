// expect: exit 2 at 8:24 "extra argument 'wide:' in call to frame(…)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Circle().frame(wide: 10, height: 10)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
