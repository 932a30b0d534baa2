// expect: exit 2 at 7:26 "unexpectedly found nil while unwrapping an Optional value"
// run: render --duration 1
import SwiftUI

@Observable final class Model {
    var values: [Int] = []
    func last() -> Int { values.last! }
}

struct V: View {
    @State private var model = Model()
    var body: some View {
        Text("a").task { _ = model.last() }
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
