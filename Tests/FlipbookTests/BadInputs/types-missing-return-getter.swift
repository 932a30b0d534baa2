// expect: exit 2 at 9:5 "missing return in the getter, which is declared to return 'Color'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var on = false
    var tint: Color {
        if on { return .green }
    }
    var body: some View { Rectangle().fill(tint) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
