// expect: exit 2 at 7:22 "a MeshGradient needs at least 2 vertices per row and per column, found width: 1"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        MeshGradient(width: 1, height: 2, points: [[0, 0], [0, 1]], colors: [.red, .blue])
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
