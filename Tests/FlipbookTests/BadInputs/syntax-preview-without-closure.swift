// expect: exit 2 at 12:1 "'#Preview' needs a body: '#Preview { MyView() }'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview
