import SwiftUI

// Clive Liu, "SwiftUI Transition" — `.asymmetric(insertion: .slide, removal: .opacity)`. The new
// circle slides in from the leading edge; the old one fades out where it is.

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
        .transition(.asymmetric(insertion: .slide, removal: .opacity))
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

#Preview("Asymmetric", traits: .fixedLayout(width: 400, height: 200)) {
    MyView()
}
