import SwiftUI

// Image(systemName:): SF Symbol names drawn with Material Icons glyphs (docs/symbols.md).
// What you should see: five rows of symbols on white. Row 1, body size in the default label
// colour (black): house, gear, bell, magnifying glass, person. Row 2, title2 size, each in its
// own colour: a red heart, an orange star, a yellow bolt, a green check in a circle, a blue paper
// plane. Row 3, the same teal cloud at the caption, body, title and large-title sizes and at
// large title with .imageScale(.large), growing left to right, bottoms aligned. Row 4, indigo
// resizable symbols scaled to fit 44-point squares: play and pause in circles, fast forward,
// rewind, three dots in a ring. Row 5, an outlined grey heart and "Like"; at 0.5 s the heart becomes the
// filled one (the glyph switches at once) and its colour turns from grey to red over 0.35 s,
// while the text becomes "Liked".

struct SymbolsGallery: View {
    @State private var liked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 24) {
                Image(systemName: "house")
                Image(systemName: "gear")
                Image(systemName: "bell")
                Image(systemName: "magnifyingglass")
                Image(systemName: "person")
            }
            HStack(spacing: 24) {
                Image(systemName: "heart.fill").foregroundStyle(.red)
                Image(systemName: "star.fill").foregroundStyle(.orange)
                Image(systemName: "bolt.fill").foregroundStyle(.yellow)
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                Image(systemName: "paperplane.fill").foregroundColor(.blue)
            }
            .font(.title2)
            HStack(alignment: .bottom, spacing: 16) {
                Image(systemName: "cloud.sun.fill").font(.caption)
                Image(systemName: "cloud.sun.fill")
                Image(systemName: "cloud.sun.fill").font(.title)
                Image(systemName: "cloud.sun.fill").font(.largeTitle)
                Image(systemName: "cloud.sun.fill").font(.largeTitle).imageScale(.large)
            }
            .foregroundStyle(.teal)
            HStack(spacing: 12) {
                ForEach(["play.circle.fill", "pause.circle.fill", "forward.fill", "backward.fill", "ellipsis.circle"], id: \.self) { name in
                    Image(systemName: name)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 44, height: 44)
                        .foregroundStyle(.indigo)
                }
            }
            HStack(spacing: 8) {
                Image(systemName: liked ? "heart.fill" : "heart")
                    .font(.title)
                    .foregroundStyle(liked ? .red : .gray)
                Text(liked ? "Liked" : "Like")
            }
        }
        .padding()
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.35)) { liked = true }
        }
    }
}

#Preview("Symbols gallery", traits: .fixedLayout(width: 360, height: 380)) { SymbolsGallery() }
