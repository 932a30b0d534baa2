// The wrapper older code used for blur before SwiftUI had materials: a UIViewRepresentable
// whose UIVisualEffectView has a UIBlurEffect. Flipbook draws it as the material of its style,
// the same as `.background(.ultraThinMaterial)` beside it.
import SwiftUI
struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style
    func makeUIView(context: Context) -> UIVisualEffectView {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
        return view
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}
struct Card: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(.blue).frame(width: 120).offset(x: -60, y: -30)
            Text("Glass").font(.largeTitle.bold())
                .frame(width: 220, height: 120)
                .background(BlurView(style: .systemUltraThinMaterial))
                .clipShape(RoundedRectangle(cornerRadius: 20))
        }
    }
}

struct Comparison: View {
    var body: some View {
        VStack(spacing: 0) {
            Card()
            ZStack {
                LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                Circle().fill(.blue).frame(width: 120).offset(x: -60, y: -30)
                Text("Glass").font(.largeTitle.bold())
                    .frame(width: 220, height: 120)
                    .background(.ultraThinMaterial)
                    .clipShape(RoundedRectangle(cornerRadius: 20))
            }
        }
    }
}
#Preview(traits: .fixedLayout(width: 400, height: 600)) { Comparison() }
