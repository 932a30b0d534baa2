// expect: exit 2 at 10:23 "value of type 'Int' has no member 'magnitudeSquared' that Flipbook supports"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                n = n.magnitudeSquared
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
