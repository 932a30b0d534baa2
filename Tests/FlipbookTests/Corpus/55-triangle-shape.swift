import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.width / 2, y: 0))
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct WarningSign: View {
    @State private var isAlerting = false

    var body: some View {
        ZStack {
            Triangle()
                .fill(isAlerting ? Color.yellow : Color.gray.opacity(0.4))
            Triangle()
                .stroke(Color.black, lineWidth: 4)
            Text("!")
                .font(.system(size: 40, weight: .heavy))
                .offset(y: 12)
        }
        .frame(width: 120, height: 100)
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeIn(duration: 0.3)) { isAlerting = true }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 160)) {
    WarningSign()
}
