// expect: exit 2 "--at must be a time of 0 s or more, got inf"
// run: dump --at inf
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
