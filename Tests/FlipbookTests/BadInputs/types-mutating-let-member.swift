// expect: exit 2 at 9:15 "cannot use mutating member 'append' on immutable value: 'box' is a 'let' constant"
// run: render --duration 1
import SwiftUI

struct Box { var items: [Int] = [] }

func count() -> Int {
    let box = Box()
    box.items.append(3)
    return box.items.count
}

struct V: View {
    var body: some View { Text("\(count())") }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
