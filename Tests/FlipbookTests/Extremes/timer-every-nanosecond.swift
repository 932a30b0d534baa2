// expect: exit 0
// run: render --duration 0.2
import SwiftUI

// A timer shorter than Foundation's 0.1 ms fires every 0.1 ms (it used to hang).
struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)").onAppear { Timer.scheduledTimer(withTimeInterval: 1e-9, repeats: true) { _ in n += 1 } }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
