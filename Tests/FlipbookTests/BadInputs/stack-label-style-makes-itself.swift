// expect: exit 2 at 7:9 "labels nest more than 100 deep: a label style makes a label in its own style"
// run: render --duration 1
// A LabelStyle whose body makes a Label, which takes the same style: endless.
import SwiftUI
struct LoopLabel: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label { configuration.title } icon: { configuration.icon }
    }
}
struct V: View {
    var body: some View { Label("a", systemImage: "star").labelStyle(LoopLabel()) }
}
#Preview { V() }
