// expect: exit 0
// run: render --duration 0.2
import SwiftUI

// A grid with no columns has no cells: nothing is drawn (it used to divide by zero).
struct V: View {
    var body: some View { LazyVGrid(columns: []) { Text("a"); Text("b") } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
