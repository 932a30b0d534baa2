// expect: exit 2 at 7:63 "a timing curve's control points must be finite"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var on = false
    var body: some View { Circle().opacity(on ? 1 : 0).task { withAnimation(.timingCurve(.nan, 0, 1, 1, duration: 1)) { on = true } } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
