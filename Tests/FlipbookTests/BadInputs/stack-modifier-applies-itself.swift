// expect: exit 2 at 7:30 "modifiers nest more than 100 deep: 'Stagger' is applied inside its own body"
// run: render --duration 1
// A ViewModifier whose body applies itself again: endless, as a view containing itself is.
import SwiftUI
struct Stagger: ViewModifier {
    func body(content: Content) -> some View {
        content.opacity(0.5).modifier(Stagger())
    }
}
struct V: View {
    var body: some View { Text("a").modifier(Stagger()) }
}
#Preview { V() }
