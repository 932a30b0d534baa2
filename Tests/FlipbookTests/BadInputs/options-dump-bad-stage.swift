// expect: exit 2 "The value 'pixels' is invalid for '--stage <stage>'. Please provide one of 'tree', 'layout"
// run: dump --stage pixels
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
