// expect: exit 2 at 12:1 "no tappable view matches the tap "nan,nan" at t = 0.5 s"
// run: render --duration 1 --tap 0.5:nan,nan
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
