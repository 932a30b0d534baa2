// Badges: a count and a word after list rows, a count on a tab's icon that changes when the
// unread count does; rows outside a Section share one section; compact section spacing.
import SwiftUI

struct InboxView: View {
    @State private var unread = 3

    var body: some View {
        TabView {
            List {
                Text("Inbox").badge(unread)
                Text("Drafts").badge("New")
                Text("Sent").badge(0)
                Section("Archive") {
                    Text("2023").badge(Text("12"))
                }
            }
            .listSectionSpacing(.compact)
            .tabItem { Label("Mail", systemImage: "envelope") }
            .badge(unread)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.2).delay(0.1)) { unread = 12 }
        }
    }
}

#Preview { InboxView() }
