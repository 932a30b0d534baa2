// expect: exit 2 "--jobs must be between 1 and 256"
// run: render --duration 1 --jobs 0
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
