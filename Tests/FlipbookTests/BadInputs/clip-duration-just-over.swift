// expect: exit 2 "--duration must be between 0 and 3600 seconds"
// run: render --duration 3600.001
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
