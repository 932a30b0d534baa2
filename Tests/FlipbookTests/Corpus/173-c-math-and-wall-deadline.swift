// C's math names that Swift on Apple platforms imports (`hypotf`, `sqrtf`,
// `arc4random_uniform`), and `asyncAfter(wallDeadline:)`, which shows the second line 0.1 s in.
import SwiftUI

struct CMath: View {
    @State private var shown = false
    var body: some View {
        let diagonal = hypotf(3, 4)
        let roll = arc4random_uniform(6) + 1
        VStack {
            Text("\(diagonal, specifier: "%.1f") and \(sqrtf(16), specifier: "%.0f")")
            Text(roll >= 1 && roll <= 6 ? "a die's roll" : "not a die")
            if shown { Text("later") }
        }
        .onAppear { DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.1) { shown = true } }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) { CMath() }
