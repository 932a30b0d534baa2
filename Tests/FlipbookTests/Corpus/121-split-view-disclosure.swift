// An app's settings screen as an iPhone shows it: a NavigationSplitView collapsed to its
// sidebar, a DisclosureGroup that a tap on its label opens, a bound one opened by the model,
// and a Menu and a Link drawn as borderless buttons.
// flipbook: tap "Advanced" at 0.6
import SwiftUI

struct Settings: View {
    @State private var showsAbout = false

    var body: some View {
        NavigationSplitView {
            VStack(alignment: .leading, spacing: 16) {
                DisclosureGroup("Advanced") {
                    Text("Cache: 12 MB").foregroundStyle(.secondary)
                }
                DisclosureGroup(isExpanded: $showsAbout) {
                    Link("Website", destination: URL(string: "https://example.com")!)
                } label: {
                    Label("About", systemImage: "info.circle")
                }
                Menu("Sort by") {
                    Button("Name") {}
                    Button("Date") {}
                }
                Spacer()
            }
            .padding()
            .navigationTitle("Settings")
        } detail: {
            Text("Pick a section")
        }
        .task {
            try? await Task.sleep(for: .seconds(0.3))
            withAnimation { showsAbout = true }
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 360)) {
    Settings()
}
