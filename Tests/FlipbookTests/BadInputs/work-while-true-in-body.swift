// expect: exit 2 at 9:15 "the scene runs too long without finishing (an endless loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var looping: Int {
        var k = 0
        while true { k = k &+ 1 }
        return k
    }
    var body: some View {
        Text("\(looping)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
