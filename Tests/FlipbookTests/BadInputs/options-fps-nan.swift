// expect: exit 2 "--fps must be between 0 and 1000"
// run: render --duration 1 --fps nan
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
