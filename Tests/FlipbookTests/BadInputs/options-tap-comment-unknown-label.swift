// expect: exit 2 at 12:1 "no tappable view matches the tap "Nope" at t = 0.5 s"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

// flipbook: tap "Nope" at 0.5
#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
