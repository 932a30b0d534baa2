// The usual way to share a PreviewModifier: a static trait in an extension of PreviewTrait
// (#Preview(traits: .samplePalette)); Self there is PreviewTrait.
import SwiftUI

struct Palette {
    var accent: Color
    var names: [String]
}

extension EnvironmentValues {
    @Entry var palette = Palette(accent: .gray, names: [])
}

struct SamplePalette: PreviewModifier {
    static func makeSharedContext() async throws -> Palette {
        Palette(accent: .orange, names: ["Ada", "Grace", "Linus"])
    }
    func body(content: Content, context: Palette) -> some View {
        content
            .environment(\.palette, context)
            .padding()
            .background(.yellow.opacity(0.2))
    }
}

struct Framed: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.border(.red, width: 2)
    }
}

struct NamesView: View {
    @Environment(\.palette) private var palette
    var body: some View {
        VStack {
            ForEach(palette.names, id: \.self) { name in
                Text(name).foregroundStyle(palette.accent)
            }
        }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var samplePalette: Self = .modifier(SamplePalette())
}
#Preview(traits: .samplePalette) { NamesView() }
