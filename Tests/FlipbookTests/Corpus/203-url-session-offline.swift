// Flipbook renders offline: `URLSession.shared.data(from:)` fails as on a device without a
// connection, with a warning at the call, and the scene's own `catch` decides what shows: the
// message of the `URLError`.
import SwiftUI
struct Post: Codable, Identifiable { let id: Int; let title: String }
@MainActor final class Feed: ObservableObject {
    @Published var posts: [Post] = []
    @Published var message = "Loading…"
    func load() async {
        do {
            let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/posts")!)
            posts = try JSONDecoder().decode([Post].self, from: data)
            message = ""
        } catch {
            message = error.localizedDescription
        }
    }
}
struct FeedView: View {
    @StateObject private var feed = Feed()
    var body: some View {
        VStack {
            Text(feed.message)
            ForEach(feed.posts) { Text($0.title) }
        }
        .task { await feed.load() }
    }
}
#Preview { FeedView() }
