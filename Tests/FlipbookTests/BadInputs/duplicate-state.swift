// expect: exit 2 at 7:5 "invalid redeclaration of 'n'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    @State private var n = 1
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
