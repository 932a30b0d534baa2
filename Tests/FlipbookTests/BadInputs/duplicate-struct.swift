// expect: exit 2 at 7:8 "invalid redeclaration of 'V'"
// run: render --duration 1
import SwiftUI

struct V: View { var body: some View { Text("a") } }

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
