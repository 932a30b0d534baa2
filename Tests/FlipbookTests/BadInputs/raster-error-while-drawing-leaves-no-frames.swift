// expect: exit 2 at 11:17 "Int(_:) of"
// run: render --duration 1 --jobs 2
import SwiftUI

// The error comes from a custom shape's path while frames are drawn: the frames written
// before it are removed.
struct Bar: Shape {
    var k: Double
    var animatableData: Double { get { k } set { k = newValue } }
    func path(in rect: CGRect) -> Path {
        let i = Int(k * 1e300)
        return Path(CGRect(x: 0, y: 0, width: Double(i % 10), height: 10))
    }
}
struct V: View {
    @State private var k = 0.0
    var body: some View { Bar(k: k).task { withAnimation(.linear(duration: 0.5)) { k = 1 } } }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
