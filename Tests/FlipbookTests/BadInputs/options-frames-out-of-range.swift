// expect: exit 2 "--frames asks for frame 60 but 'options-frames-out-of-range' has 60 frames (0-59)"
// run: render --duration 1 --frames 60
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
