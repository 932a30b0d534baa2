// expect: exit 2 at 9:22 "a DragGesture in a named coordinate space is not supported by Flipbook yet; use .local or .global"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var offset = CGSize.zero
    var body: some View {
        Circle().frame(width: 30, height: 30).offset(offset)
            .gesture(DragGesture(coordinateSpace: .named("area")).onChanged { offset = $0.translation })
            .coordinateSpace(name: "area")
    }
}

#Preview(traits: .fixedLayout(width: 60, height: 60)) { V() }
