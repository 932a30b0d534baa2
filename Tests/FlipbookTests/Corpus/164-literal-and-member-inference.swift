// Types Swift infers where nothing is written: `2 * .pi` (Double, as Int has no pi), a
// generic shape given `.rect`, an array literal of enum cases compared with a value, bit
// operations inside CGFloat(…), and the size class the environment reads.
import SwiftUI

enum Phase: Int { case idle, ongoing, finishing }

struct Tile<S: Shape>: View {
    var shape: S
    var body: some View { shape.fill(.orange).frame(width: 60, height: 40) }
}

struct InferenceDemo: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var phase = Phase.ongoing

    var body: some View {
        let step = (2 * .pi) / CGFloat(8)
        let rgb: UInt64 = 0x3366CC
        let red = CGFloat((rgb & 0xFF0000) >> 16) / 255
        VStack(spacing: 8) {
            Text(String(format: "%.4f", step))
            Text(String(format: "%.1f", red))
            Text([.ongoing, .finishing].contains(phase) ? "moving" : "still")
            Text(sizeClass == .compact ? "compact" : "regular")
            HStack {
                Tile(shape: .rect)
                Tile(shape: .capsule)
                Tile(shape: .rect(cornerRadius: 8))
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 220)) { InferenceDemo() }
