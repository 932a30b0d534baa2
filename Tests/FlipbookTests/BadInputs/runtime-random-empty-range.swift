// expect: exit 2 at 10:43 "range requires lowerBound <= upperBound (5 ..< 1)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = Int(Double.random(in: 5..<1))
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
