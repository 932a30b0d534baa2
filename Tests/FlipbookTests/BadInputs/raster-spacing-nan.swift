// expect: exit 2 at 8:16 "VStack(…): 'spacing' must be finite"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        VStack(spacing: .nan) { Circle(); Circle() }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
