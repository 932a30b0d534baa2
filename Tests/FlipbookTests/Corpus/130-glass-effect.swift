// iOS 26's Liquid Glass, approximated: glassEffect lays an ultra-thin material in its shape
// (a capsule by default, or the one given), tinted when the glass is, with a light hairline;
// .buttonStyle(.glass) puts the label on a capsule of glass.
import SwiftUI
struct V: View {
    @State private var on = false
    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .orange], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 12) {
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 20) {
                        Image(systemName: "heart.fill").font(.title).padding(20).glassEffect()
                        Text("Glass").padding().glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 12))
                        Image(systemName: "star.fill").padding(14).glassEffect(.regular.interactive(), in: .circle)
                    }
                }
                HStack {
                    Button("Glass") { }.buttonStyle(.glass)
                    Button("Prominent") { }.buttonStyle(.glassProminent)
                }
            }
        }
    }
}
#Preview(traits: .fixedLayout(width: 320, height: 220)) { V() }
