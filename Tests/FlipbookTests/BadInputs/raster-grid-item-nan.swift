// expect: exit 2 at 6:37 "'.fixed' needs sizes that are numbers, not NaN"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View { LazyVGrid(columns: [GridItem(.fixed(.nan))]) { Text("a") } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
