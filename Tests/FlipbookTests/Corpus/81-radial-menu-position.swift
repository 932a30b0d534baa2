import SwiftUI

struct RadialMenu: View {
    @State private var isOpen = false
    let icons: [Color] = [.red, .orange, .green, .blue]
    let radius: CGFloat = 70

    var body: some View {
        ZStack {
            ForEach(icons.indices, id: \.self) { index in
                let angle = Double(index) / Double(icons.count - 1) * Double.pi
                Circle()
                    .fill(icons[index])
                    .frame(width: 30, height: 30)
                    .position(
                        x: 100 + (isOpen ? cos(angle) * radius : 0),
                        y: 100 - (isOpen ? sin(angle) * radius : 0)
                    )
            }
            Circle()
                .fill(Color.black)
                .frame(width: 40, height: 40)
                .position(x: 100, y: 100)
        }
        .frame(width: 200, height: 120)
        .onAppear {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.6).delay(0.3)) {
                isOpen = true
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 140)) {
    RadialMenu()
}
