// expect: exit 2 at 7:9 "buttons nest more than 100 deep: a button style makes a button in its own style"
// run: render --duration 1
// A ButtonStyle whose body makes a Button, which takes the same style: endless (it crashed).
import SwiftUI
struct Loop: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }
    }
}
struct V: View {
    var body: some View { Button("a") {}.buttonStyle(Loop()) }
}
#Preview { V() }
