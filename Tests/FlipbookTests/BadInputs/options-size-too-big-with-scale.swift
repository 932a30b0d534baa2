// expect: exit 2 "the frames would be 32768×32768 pixels (canvas × --scale); each side must be between 1 and"
// run: render --duration 1 --size 16384x16384 --scale 2
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
