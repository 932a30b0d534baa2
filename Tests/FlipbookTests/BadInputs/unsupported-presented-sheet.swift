// expect: exit 2 at 12:14 "presenting a sheet is not supported by Flipbook yet"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var showSettings = false
    var body: some View {
        Text("Home")
            .task {
                showSettings = true
            }
            .sheet(isPresented: $showSettings) { Text("Settings") }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
