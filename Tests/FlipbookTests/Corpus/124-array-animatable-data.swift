// A line chart whose points animate: a Shape whose animatableData is the array of its values,
// interpolated element by element.
import SwiftUI
struct Graph: Shape {
    var values: [Double]
    var animatableData: [Double] {
        get { values }
        set { values = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        for (i, v) in values.enumerated() {
            let pt = CGPoint(x: rect.width * Double(i) / Double(values.count - 1), y: rect.height * (1 - v))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        return p
    }
}
struct V: View {
    @State var data = [0.2, 0.5, 0.3, 0.8]
    var body: some View {
        Graph(values: data).stroke(.blue, lineWidth: 3).frame(width: 200, height: 100)
            .onAppear { withAnimation(.linear(duration: 1)) { data = [0.8, 0.1, 0.9, 0.2] } }
    }
}
#Preview(traits: .fixedLayout(width: 240, height: 160)) { V() }
