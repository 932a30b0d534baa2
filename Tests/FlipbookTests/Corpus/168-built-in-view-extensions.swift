// Extensions of SwiftUI's own view types: a Text method, an Image method, a Shape method that
// every shape has, a Circle method that only circles have, and an overload of `fill` that
// leaves SwiftUI's own `fill(_:)` to the calls it does not accept. A global function named
// like a shape method (`scale`) stays the global function in a view's body.
import SwiftUI

extension Text {
    func banner() -> some View { self.bold().padding(8).background(Color.orange) }
}

extension Image {
    func icon() -> some View { self.font(.title).foregroundStyle(.purple) }
}

extension Shape {
    func glow() -> some View { self.fill(Color.green).shadow(color: .green, radius: 4) }
}

extension InsettableShape {
    func fill<S: ShapeStyle>(_ fillStyle: S, strokeBorder stroke: Color, lineWidth: CGFloat = 1) -> some View {
        self.strokeBorder(stroke, lineWidth: lineWidth).background(self.fill(fillStyle))
    }
}

extension Circle {
    func dot() -> some View { self.fill(.red).frame(width: 12, height: 12) }
}

func scale(_ value: Double) -> Double { value * 2 }

struct Extended: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Sale \(Int(scale(21)))").banner()
            Image(systemName: "star.fill").icon()
            HStack {
                Rectangle().glow().frame(width: 60, height: 24)
                Circle().dot()
                Circle().fill(.yellow, strokeBorder: .black, lineWidth: 3).frame(width: 30, height: 30)
                Circle().fill(.blue).frame(width: 20, height: 20)
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 200)) { Extended() }
