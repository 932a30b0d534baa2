// expect: exit 2 at 8:9 "Text(_:) needs a String; use Text("\(value)") to show an Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text(n)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
