// expect: exit 2 at 9:45 "unexpectedly found nil while unwrapping an Optional value"
// run: render --duration 1
import SwiftUI

struct Bad: Shape {
    func path(in rect: CGRect) -> Path {
        let k: Int? = nil
        var p = Path()
        p.addRect(CGRect(x: 0, y: 0, width: k!, height: 1))
        return p
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { Bad() }
