// expect: exit 2 at 10:18 "navigating to another screen is not supported by Flipbook yet"
// run: render --duration 1
import SwiftUI
struct V: View {
    @State private var show = true
    var body: some View {
        NavigationStack {
            List(1..<4) { n in NavigationLink("Item \(n)", value: n) }
                .navigationDestination(for: Int.self) { n in Text("Detail \(n)") }
                .navigationDestination(isPresented: $show) { Text("Pushed") }
                .navigationTitle("Items")
        }
    }
}
#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
