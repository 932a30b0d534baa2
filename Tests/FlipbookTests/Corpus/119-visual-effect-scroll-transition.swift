// iOS 17's geometry-driven effects in a feed at rest: each card fades and shifts by its own
// position (visualEffect with the proxy's global frame), and the card cut by the bottom of the
// scroll view is in the bottomTrailing phase of its scrollTransition (scaled down, faded).
import SwiftUI

struct Feed: View {
    @State private var highlighted = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<5) { index in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(index == highlighted ? Color.orange : Color.indigo)
                        .frame(height: 60)
                        .visualEffect { content, proxy in
                            content.offset(x: proxy.frame(in: .global).minY / 20)
                        }
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.85)
                        }
                }
            }
            .padding()
        }
        .task {
            try? await Task.sleep(for: .seconds(0.4))
            withAnimation { highlighted = 3 }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 280)) {
    Feed()
}
