// expect: exit 2 at 8:9 "cannot find 'Toggle' in scope"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Toggle("On", isOn: .constant(true))
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
