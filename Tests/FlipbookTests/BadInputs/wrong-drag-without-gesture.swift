// expect: exit 2 at 4:1 "no view with a DragGesture matches the drag"
// run: render --duration 1
import SwiftUI
// flipbook: drag "Box" by 50,0 at 0.2

struct V: View {
    var body: some View { Text("Box").onTapGesture { } }
}

#Preview(traits: .fixedLayout(width: 80, height: 40)) { V() }
