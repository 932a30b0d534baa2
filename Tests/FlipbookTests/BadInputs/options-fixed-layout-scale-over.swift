// expect: exit 2 at 12:1 "the frames would be 20000×20 pixels (canvas × --scale); each side must be between 1 and 16"
// run: render --duration 1 --scale 2
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 10000, height: 10)) { V() }
