// expect: exit 2 at 10:17 "'guard' body must not fall through; use 'return', 'break', 'continue' or 'throw'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                guard n > 0 else { }
                n = 2
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
