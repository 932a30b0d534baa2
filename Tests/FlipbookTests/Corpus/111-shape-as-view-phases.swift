// A custom Shape used as a view: an `extension View` method and `.phaseAnimator` apply to it,
// and the animation closure returns an implicit member chain (`.linear.speed(…)`) whose type
// comes from the closure's declared result, `Animation?`.
import SwiftUI

struct Drop: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.midX, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

extension View {
    func tile(_ tint: Color) -> some View {
        self.padding(8).background(tint.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
    }
}

struct Drops: View {
    var body: some View {
        HStack(spacing: 24) {
            Drop()
                .fill(.blue)
                .frame(width: 40, height: 60)
                .tile(.blue)
            Drop()
                .phaseAnimator([0.5, 1.0]) { drop, scale in
                    drop.scaleEffect(scale)
                } animation: { _ in
                    .linear.speed(0.5)
                }
                .frame(width: 40, height: 60)
        }
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 140)) {
    Drops()
}
