// expect: exit 2 "--frames asks for frame 9223372036854775807 but 'options-frames-huge-range' has 60 frames"
// run: render --duration 1 --frames 0-9223372036854775807
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
