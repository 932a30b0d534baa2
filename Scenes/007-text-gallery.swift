import SwiftUI

// Text gallery: iOS text styles, weights and designs, text modifiers, wrapping and
// truncation, Markdown, emoji, right-to-left scripts and symbols (docs/scene-language.md,
// "Modifiers"; docs/semantics.md, "Text").
// What you should see, on white: a column of the text styles from Large Title (34 pt) down to
// Caption 2 (11 pt), each naming itself; beside it weights from ultra-light to black, then
// italic, monospaced, a rounded and a serif line, wide-tracked capitals and a struck-through,
// underlined pair. Below: a paragraph wrapped to three centred lines; the same sentence cut to
// one line with "…" at its end, and in the middle; a line that shrinks to fit instead; Markdown
// with bold, italic and code; a line of colour emoji; a Hebrew and an Arabic phrase drawn right
// to left; and a row of symbols sized by their fonts. At 0.4 s the score changes from 9 to 10
// and rolls into place over 0.6 s.

struct TextGallery: View {
    @State private var score = 9
    private let sentence = "The quick brown fox jumps over the lazy dog."

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(alignment: .top, spacing: 24) {
                styles
                weights
            }
            Divider()
            paragraphs
            Divider()
            scripts
        }
        .padding(20)
        .task {
            try? await Task.sleep(for: .seconds(0.4))
            withAnimation(.easeInOut(duration: 0.6)) { score += 1 }
        }
    }

    private var styles: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Title 2").font(.title2)
            Text("Title 3").font(.title3)
            Text("Headline").font(.headline)
            Text("Body").font(.body)
            Text("Callout").font(.callout)
            Text("Subheadline").font(.subheadline)
            Text("Footnote").font(.footnote)
            Text("Caption").font(.caption)
            Text("Caption 2").font(.caption2)
        }
    }

    private var weights: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Ultra light").fontWeight(.ultraLight)
            Text("Regular").fontWeight(.regular)
            Text("Semibold").fontWeight(.semibold)
            Text("Black").fontWeight(.black)
            Text("Italic").italic()
            Text("Monospaced 0123").monospaced()
            Text("Rounded design").fontDesign(.rounded)
            Text("Serif design").fontDesign(.serif)
            Text("TRACKED").tracking(6)
            HStack {
                Text("struck").strikethrough()
                Text("underlined").underline()
            }
            HStack(spacing: 6) {
                Text("Score").foregroundStyle(.secondary)
                Text("\(score)").font(.title2.bold()).contentTransition(.numericText())
            }
        }
    }

    private var paragraphs: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(sentence + " " + sentence)
                .multilineTextAlignment(.center)
                .frame(width: 260)
            Text(sentence).lineLimit(1).frame(width: 200, alignment: .leading)
            Text(sentence).lineLimit(1).truncationMode(.middle).frame(width: 200, alignment: .leading)
            Text(sentence).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200, alignment: .leading)
            Text("Markdown: **bold**, *italic* and `code`")
        }
    }

    private var scripts: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("🦊 🐶 🎨 🚀 ✨").font(.title2)
            Text("שלום עולם · مرحبا بالعالم")
            HStack(spacing: 14) {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
                Image(systemName: "heart.fill").foregroundStyle(.red).font(.title)
                Image(systemName: "bell").font(.largeTitle)
                Label("Settings", systemImage: "gearshape")
            }
        }
    }
}

#Preview("Text gallery", traits: .fixedLayout(width: 480, height: 700)) { TextGallery() }
