// expect: exit 2 at 4:1 "by 120,0 at 1.0 (optionally over 0.5 before"
// run: render --duration 1
import SwiftUI
// flipbook: drag "Box" by fifty at 0.2

struct V: View {
    var body: some View { Text("Box") }
}

#Preview(traits: .fixedLayout(width: 80, height: 40)) { V() }
