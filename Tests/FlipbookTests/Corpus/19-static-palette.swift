import SwiftUI

struct Theme {
    static let palette: [Color] = [.red, .orange, .yellow, .green, .blue]
    static let spacing: CGFloat = 6
    static var swatchSize: CGFloat { 36 }
}

struct PaletteStrip: View {
    @State private var selected = 0

    var body: some View {
        HStack(spacing: Theme.spacing) {
            ForEach(Theme.palette.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 6)
                    .fill(Theme.palette[index])
                    .frame(width: Theme.swatchSize, height: Theme.swatchSize)
                    .scaleEffect(index == selected ? 1.25 : 1)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.snappy) {
                selected = Theme.palette.count - 1
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 100)) {
    PaletteStrip()
}
