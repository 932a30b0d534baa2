// A body with a 'return' among other statements is a plain function body, as Swift makes it
// (no view builder): locals assigned in an 'if', a 'var' changed, an early return of one
// AnyView or another, and a preview closure that computes a value before returning its view.
import SwiftUI

struct Card: View {
    let flipped: Bool
    var body: some View {
        let color: Color
        if flipped {
            color = .red
        } else {
            color = .blue
        }
        var width: CGFloat = 40
        width += 10
        return RoundedRectangle(cornerRadius: 4).fill(color).frame(width: width, height: 30)
    }
}

struct Pick: View {
    let n: Int
    var body: some View {
        if n > 1 {
            return AnyView(Text("many"))
        }
        return AnyView(Circle().frame(width: 10, height: 10))
    }
}

#Preview(traits: .fixedLayout(width: 100, height: 120)) {
    let flipped = true
    return VStack { Card(flipped: flipped); Pick(n: 2); Pick(n: 0) }
}
