// iOS 18's PreviewModifier: #Preview(traits: .modifier(…)) puts the preview's content through the
// modifier's body(content:context:), with the context makeSharedContext() made; a modifier
// without one gets nothing (Void). The traits apply in the order written, the first innermost.
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

#Preview(traits: .modifier(SamplePalette()), .modifier(Framed())) { NamesView() }
