// expect: exit 0
// run: render --duration 1
import SwiftUI

struct Bad: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: Double.nan, y: 0))
        p.addLine(to: CGPoint(x: 1e300, y: -1e300))
        return p
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { Bad() }
