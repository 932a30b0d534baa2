// The pre-#Preview style: a PreviewProvider with a fixed layout and a display name, a view whose
// @State gets its first value from an initializer (`self.color = color`), Xcode colour
// literals, text styled from a container (`.bold()`, `.fontDesign`), and a helper that writes
// through a Binding parameter.
import SwiftUI

struct PulseBadge: View {
    @State private var color: Color
    @State private var scale: CGFloat = 1
    @State private var label = "idle"

    init(color: Color) {
        self.color = color
        self.label = "ignored: label already has a value"
    }

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(color)
                .frame(width: 60, height: 60)
                .scaleEffect(scale)
            Text(label)
            Text("status").italic()
        }
        .bold()
        .fontDesign(.rounded)
        .onAppear {
            grow($scale, to: 1.5)
            label = "busy"
        }
    }

    func grow(_ binding: Binding<CGFloat>, to value: CGFloat) {
        withAnimation(.easeInOut(duration: 1)) {
            binding.wrappedValue = value
        }
    }
}

struct PulseBadge_Previews: PreviewProvider {
    static var previews: some View {
        PulseBadge(color: Color(#colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)))
            .previewLayout(.fixed(width: 240, height: 200))
            .previewDisplayName("Badge")
    }
}
