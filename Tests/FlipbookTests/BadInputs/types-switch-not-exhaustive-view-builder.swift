// expect: exit 2 at 10:16 "switch must be exhaustive: add a case for .done or a 'default'"
// run: render --duration 1
import SwiftUI

enum Step { case start, middle(Int), done }

struct V: View {
    @State private var step = Step.middle(2)
    var body: some View {
        switch step {
        case .start: Text("start")
        case .middle(let n) where n > 1: Text("\(n)")
        case .middle: Text("middle")
        }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
