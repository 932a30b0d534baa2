// expect: exit 2 at 8:51 "index out of range: 3 in an array of 3 elements"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var items = [1, 2, 3]
    var body: some View {
        ForEach(items, id: \.self) { i in Text("\(items[i])") }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
