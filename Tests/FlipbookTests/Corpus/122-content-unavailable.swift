// Empty states as iOS 17 apps write them: ContentUnavailableView with a symbol and a
// description, the search form, and the custom label/description/actions form.
import SwiftUI
struct V: View {
    var body: some View {
        VStack {
            ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail you receive appears here."))
            ContentUnavailableView.search(text: "cats")
            ContentUnavailableView {
                Label("Offline", systemImage: "wifi.slash")
            } description: {
                Text("Connect to the internet.")
            } actions: {
                Button("Retry") {}
            }
        }
    }
}
#Preview(traits: .fixedLayout(width: 360, height: 640)) { V() }
