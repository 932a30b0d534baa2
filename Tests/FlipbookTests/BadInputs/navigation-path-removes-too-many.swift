// expect: exit 2 at 11:34 "precondition failed: removeLast(2) on a NavigationPath of 0 values"
// run: render --duration 1 --tap 0.2:Back
import SwiftUI
struct V: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Push") { path.append(1) }
                // Swift traps here: there is no screen to go back from.
                Button("Back") { path.removeLast(2) }
            }
        }
    }
}
#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
