// A protocol that refines `View` gives its conformers their body in an extension, and each
// conformer supplies what that body reads (a stored and a computed requirement). A yellow star
// and a red heart, each in a tinted circle.
import SwiftUI
protocol Badge: View {
    var symbol: String { get }
    var tint: Color { get }
}
extension Badge {
    var body: some View {
        Image(systemName: symbol)
            .font(.largeTitle)
            .foregroundStyle(tint)
            .padding()
            .background(tint.opacity(0.2), in: Circle())
    }
}
struct StarBadge: Badge {
    let symbol = "star.fill"
    let tint = Color.yellow
}
struct HeartBadge: Badge {
    var symbol: String { "heart.fill" }
    var tint: Color { .red }
}
#Preview {
    HStack {
        StarBadge()
        HeartBadge()
    }
}
