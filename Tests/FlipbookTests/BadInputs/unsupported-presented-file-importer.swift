// expect: exit 2 at 12:14 "presenting a file importer is not supported by Flipbook yet"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var showWarning = false
    var body: some View {
        Text("Home")
            .task {
                showWarning = true
            }
            .fileImporter(isPresented: $showWarning, allowedContentTypes: [.pdf]) { _ in }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
