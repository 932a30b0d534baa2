// expect: exit 2 at 10:1 "missing return in 'level', which is declared to return 'Double'"
// run: render --duration 1
import SwiftUI

func level(_ n: Int) -> Double {
    if n > 3 {
        return 1
    }
    print("low")
}

struct V: View {
    var body: some View { Rectangle().opacity(level(2)) }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
