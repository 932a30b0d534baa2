// expect: exit 2 at 7:32 "index out of range: 2 in an array of 1 element"
// run: render --duration 1
import SwiftUI

struct Boom: ViewModifier {
    func body(content: Content) -> some View {
        content.opacity(Double([1][2]))
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { Text("a").modifier(Boom()) }
