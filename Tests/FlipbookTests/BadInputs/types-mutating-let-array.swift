// expect: exit 2 at 7:11 "cannot use mutating member 'append' on immutable value: 'items' is a 'let' constant"
// run: render --duration 1
import SwiftUI

func makeItems() -> [Int] {
    let items = [1, 2]
    items.append(3)
    return items
}

struct V: View {
    var body: some View { Text("\(makeItems().count)") }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
