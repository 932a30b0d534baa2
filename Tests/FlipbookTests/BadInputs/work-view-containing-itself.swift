// expect: exit 2 at 8:9 "views nest more than 100 deep: 'V' is a view containing itself (give the recursion an end)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        V()
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
