// expect: exit 2 at 8:10 "invalid redeclaration of 'on'"
// run: render --duration 1
import SwiftUI

enum Mode {
    case on
    case off
    case on
}

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
