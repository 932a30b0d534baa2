import SwiftUI

// Clive Liu, "SwiftUI Transition" — `.move(edge: .leading).combined(with: .opacity)`. The new
// circle moves in from the leading edge while fading in; the old one moves out to the leading
// edge while fading out.

struct MyView: View {
    @State private var condition: Bool = true

    var body: some View {
        Group {
            if condition {
                blueCircle
                    .offset(x: -100)
            } else {
                blueCircle
                    .offset(x: 100)
            }
        }
        .transition(.move(edge: .leading).combined(with: .opacity))
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation {
                condition.toggle()
            }
            try? await Task.sleep(for: .seconds(1.0))
            withAnimation {
                condition.toggle()
            }
        }
    }

    private var blueCircle: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: 100, height: 100)
    }
}

#Preview("Move and opacity", traits: .fixedLayout(width: 400, height: 200)) {
    MyView()
}
