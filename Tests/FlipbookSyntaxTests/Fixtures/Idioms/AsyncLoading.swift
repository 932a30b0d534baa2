import SwiftUI

enum LoadError: Error {
    case offline
    case badData(reason: String)
}

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
}

@MainActor
final class ArticleStore: ObservableObject {
    @Published var articles: [Article] = []
    @Published var isLoading = false

    func load() async throws -> [Article] {
        try await Task.sleep(for: .seconds(0.5))
        guard !Task.isCancelled else { throw CancellationError() }
        return (1...4).map { Article(id: $0, title: "Article \($0)") }
    }

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let loaded = try await load()
            withAnimation(.spring) { articles = loaded }
        } catch LoadError.badData(let reason) {
            print("bad data: \(reason)")
        } catch {
            articles = []
        }
    }
}

struct ArticleList: View {
    @StateObject private var store = ArticleStore()

    var body: some View {
        VStack(alignment: .leading) {
            if store.isLoading {
                ProgressView()
            }
            ForEach(store.articles) { article in
                Text(article.title)
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
        }
        .task {
            await store.refresh()
        }
    }
}

#Preview {
    ArticleList()
}
