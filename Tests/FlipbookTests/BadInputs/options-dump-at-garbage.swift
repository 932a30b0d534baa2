// expect: exit 2 "The value 'soon' is invalid for '--at <at>'"
// run: dump --at soon
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
