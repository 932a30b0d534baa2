// expect: exit 2 at 10:25 "Dictionary(uniqueKeysWithValues:) found the key 1 twice"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let d = Dictionary(uniqueKeysWithValues: [(1, 1), (1, 2)])
                n = d.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
