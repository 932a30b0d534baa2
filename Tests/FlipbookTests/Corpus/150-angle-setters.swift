// Angle's degrees, radians and animatableData are settable, as an Animatable shape's setter
// writes them (angle.animatableData = newValue): the needle points at 45° halfway to 90°.
import SwiftUI

struct Needle: Shape {
    var angle: Angle
    var animatableData: Angle.AnimatableData {
        get { angle.animatableData }
        set { angle.animatableData = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY)
        p.move(to: c)
        p.addLine(to: CGPoint(x: c.x + cos(angle.radians) * rect.width / 2, y: c.y + sin(angle.radians) * rect.height / 2))
        return p
    }
}

struct Gauge2: View {
    @State private var angle = Angle.zero
    var body: some View {
        Needle(angle: angle).stroke(.red, lineWidth: 3).frame(width: 60, height: 60)
            .onAppear {
                var a = angle
                a.degrees = 45
                a.degrees += 45
                withAnimation(.linear(duration: 1)) { angle = a }
            }
    }
}

#Preview(traits: .fixedLayout(width: 80, height: 80)) { Gauge2() }
