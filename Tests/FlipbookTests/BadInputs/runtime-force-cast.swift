// expect: exit 2 at 11:21 "could not cast value of type 'String' to 'Int'"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .task {
                let a: Any = "x"
                n = a as! Int
            }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
