// expect: exit 2 "--tap must look like 1.5:Next or 1.5:200,150, got '0.5:'"
// run: render --duration 1 --tap 0.5:
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
