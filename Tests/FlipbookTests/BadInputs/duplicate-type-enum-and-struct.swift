// expect: exit 2 at 6:8 "invalid redeclaration of 'W'"
// run: render --duration 1
import SwiftUI

enum W { case a }
struct W {}

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
