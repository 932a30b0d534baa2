import SwiftUI

struct Sticker: Identifiable, Hashable {
    let id: Int
    var emoji: String
    var isExpired: Bool = false
}

struct StickerBook: View {
    @State private var stickers: [Sticker] = (1...6).map { Sticker(id: $0, emoji: "\($0)", isExpired: $0 % 3 == 0) }

    private let columns = [GridItem(.adaptive(minimum: 60), spacing: 10)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 10) {
            ForEach(stickers) { sticker in
                RoundedRectangle(cornerRadius: 10)
                    .fill(sticker.isExpired ? Color.gray : Color.mint)
                    .frame(height: 60)
                    .overlay(Text(sticker.emoji).font(.title2))
                    .transition(.scale)
            }
        }
        .padding()
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.5)) {
                stickers.removeAll { $0.isExpired }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 180)) {
    StickerBook()
}
