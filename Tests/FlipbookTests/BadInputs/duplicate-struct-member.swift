// expect: exit 2 at 7:5 "invalid redeclaration of 'x'"
// run: render --duration 1
import SwiftUI

struct P {
    var x = 0
    var x = 1
}

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
