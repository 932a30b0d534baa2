// expect: exit 2 at 5:16 "the scene keeps running at t = 0 s without time passing"
// run: render --duration 1
import SwiftUI

func spawn() { Task { spawn(); spawn() } }

struct V: View {
    var body: some View { Text("x").onAppear { spawn() } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
