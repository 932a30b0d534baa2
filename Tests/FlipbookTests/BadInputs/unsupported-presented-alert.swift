// expect: exit 2 at 12:14 "presenting an alert is not supported by Flipbook yet"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var showWarning = false
    var body: some View {
        Text("Home")
            .task {
                showWarning = true
            }
            .alert("Low battery", isPresented: $showWarning) { Button("OK") {} }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
