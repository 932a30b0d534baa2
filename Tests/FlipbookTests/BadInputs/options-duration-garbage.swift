// expect: exit 2 "The value 'long' is invalid for '--duration <duration>'"
// run: render --duration long
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
