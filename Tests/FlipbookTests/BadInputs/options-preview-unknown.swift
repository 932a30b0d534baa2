// expect: exit 2 "has no preview named 'Nope'; it has 'options-preview-unknown'"
// run: render --duration 1 --preview Nope
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
