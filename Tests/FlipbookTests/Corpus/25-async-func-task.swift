import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let color: Color
}

struct Gallery: View {
    @State private var photos: [Photo] = []
    @State private var isLoading = true

    func fetchPhotos() async -> [Photo] {
        try? await Task.sleep(for: .seconds(1))
        return [Photo(id: 1, color: .red), Photo(id: 2, color: .green), Photo(id: 3, color: .blue)]
    }

    var body: some View {
        HStack {
            if isLoading {
                Text("Loading…")
            } else {
                ForEach(photos) { photo in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(photo.color)
                        .frame(width: 50, height: 50)
                }
            }
        }
        .task {
            let loaded = await fetchPhotos()
            withAnimation(.easeIn(duration: 0.3)) {
                photos = loaded
                isLoading = false
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 100)) {
    Gallery()
}
