// expect: exit 2 at 13:9 "missing argument for parameter 'title' in call to Card(…)"
// run: render --duration 1
import SwiftUI

struct Card: View {
    let title: String
    var body: some View { Text(title) }
}

struct V: View {
    @State private var n = 0
    var body: some View {
        Card()
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
