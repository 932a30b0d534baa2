// A body that starts a Task to copy its GeometryReader's width into state (the idiom before
// onGeometryChange): the task runs after the update, the label shows the width, and the next
// update, which changes nothing on screen, settles.
import SwiftUI

struct WidthLabel: View {
    @State private var width: CGFloat = 0
    var body: some View {
        VStack(spacing: 8) {
            Text("width \(Int(width))")
            GeometryReader { proxy in
                let _ = Task { width = proxy.size.width }
                Capsule().fill(.teal)
            }
            .frame(width: 140, height: 30)
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) { WidthLabel() }
