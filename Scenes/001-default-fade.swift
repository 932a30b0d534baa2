import SwiftUI

// Clive Liu, "SwiftUI Transition" — the default transition. The two blue circles come from the
// two branches of an if/else, so they are different views: when `condition` flips, SwiftUI
// does not move one circle; it fades the old one out and the new one in (the default .opacity).

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

#Preview("Default fade", traits: .fixedLayout(width: 400, height: 200)) {
    MyView()
}
