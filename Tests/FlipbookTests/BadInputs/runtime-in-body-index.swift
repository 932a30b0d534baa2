// expect: exit 2 at 8:17 "index out of range: 2 in an array of 2 elements"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var items = [1, 2]
    var body: some View {
        Text("\(items[2])")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
