import SwiftUI

final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [String] = []
    @Published var isLoading = false

    init() {
        load()
    }

    func load() {
        isLoading = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { [weak self] in
            guard let self = self else { return }
            withAnimation(.easeInOut(duration: 0.3)) {
                self.posts = ["First post", "Second post"]
                self.isLoading = false
            }
        }
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if viewModel.isLoading {
                Text("Loading…")
                    .foregroundColor(.secondary)
            }
            ForEach(viewModel.posts, id: \.self) { post in
                Text(post)
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 6).fill(Color.blue.opacity(0.15)))
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 140)) {
    FeedView()
}
