// UIBezierPath as SwiftUI code uses it: the ubiquitous RoundedCorner shape (two corners
// rounded), a pie whose arc UIKit draws clockwise on screen (the bottom-right quarter at the
// end), and an oval stroked as a Path.
import SwiftUI

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

struct Pie: Shape {
    var end: Double
    var animatableData: Double {
        get { end }
        set { end = newValue }
    }
    func path(in rect: CGRect) -> Path {
        let bezier = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        bezier.move(to: center)
        bezier.addArc(withCenter: center, radius: rect.width / 2, startAngle: 0, endAngle: CGFloat(end), clockwise: true)
        bezier.close()
        return Path(bezier.cgPath)
    }
}

struct Demo: View {
    @State private var end = 0.0
    var body: some View {
        HStack(spacing: 12) {
            Color.blue.frame(width: 60, height: 60).cornerRadius(20, corners: [.topLeft, .bottomRight])
            Pie(end: end).fill(.orange).frame(width: 60, height: 60)
            Path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20)).cgPath)
                .stroke(.green, lineWidth: 2)
                .frame(width: 40, height: 20)
        }
        .onAppear { withAnimation(.linear(duration: 1)) { end = .pi / 2 } }
    }
}

#Preview(traits: .fixedLayout(width: 220, height: 80)) { Demo() }
