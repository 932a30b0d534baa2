// expect: exit 2 at 9:59 "the scene runs too long without finishing (an endless loop?)"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var total: Int {
        var t = 0
        for i in 0..<100_000 { for j in 0..<100_000 { t = i &+ j } }
        return t
    }
    var body: some View {
        Text("\(total)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
