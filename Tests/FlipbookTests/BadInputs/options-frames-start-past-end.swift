// expect: exit 2 "--frames asks for frame 200 but 'options-frames-start-past-end' has 60 frames (0-59)"
// run: render --duration 1 --frames 100-200
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
