import SwiftUI

struct BouncyBalls: View {
    @State private var dropped = false

    let springs: [(String, Animation)] = [
        ("spring", .spring()),
        ("bouncy", .bouncy),
        ("interp", .interpolatingSpring(stiffness: 170, damping: 8)),
    ]

    var body: some View {
        HStack(alignment: .top, spacing: 30) {
            ForEach(springs, id: \.0) { name, animation in
                Circle()
                    .fill(Color.pink)
                    .frame(width: 30, height: 30)
                    .offset(y: dropped ? 100 : 0)
                    .animation(animation, value: dropped)
            }
        }
        .frame(height: 140, alignment: .top)
        .onAppear { dropped = true }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 160)) {
    BouncyBalls()
}
