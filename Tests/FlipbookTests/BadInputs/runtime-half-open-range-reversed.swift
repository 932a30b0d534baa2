// expect: exit 2 at 10:25 "range requires lowerBound <= upperBound (5 ..< 1)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let r = 5..<1
                n = r.count
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
