import SwiftUI

// Clive Liu, "SwiftUI Transition" — `.transition(.slide)`. The circle of the new branch slides in
// from the leading edge (by its own width) while the old one slides out to the trailing edge.

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
        .transition(.slide)
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

#Preview("Slide", traits: .fixedLayout(width: 400, height: 200)) {
    MyView()
}
