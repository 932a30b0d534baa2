// expect: exit 2 at 10:17 "Timer.scheduledTimer needs an interval above 0 s, not 0"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in n += 1 }
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
