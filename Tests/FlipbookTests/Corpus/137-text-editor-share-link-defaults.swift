// TextEditor shows its bound text at rest; ShareLink is a Share button; UserDefaults keeps values in
// memory for the run (empty at the start, as a fresh install): the first launch counts 1.
import SwiftUI
struct V: View {
    @State private var notes = "Buy milk\nWalk the dog"
    @State private var launches = 0
    var body: some View {
        VStack(spacing: 12) {
            TextEditor(text: $notes)
                .frame(height: 80)
                .border(Color.gray)
            ShareLink(item: URL(string: "https://example.com")!)
            ShareLink("Send", item: "hello")
            Text("Launches: \(launches), seen: \(UserDefaults.standard.bool(forKey: "seen") ? "yes" : "no")")
        }
        .padding()
        .onAppear {
            let count = UserDefaults.standard.integer(forKey: "launches") + 1
            UserDefaults.standard.set(count, forKey: "launches")
            UserDefaults.standard.set(true, forKey: "seen")
            launches = count
        }
    }
}
#Preview { V() }
