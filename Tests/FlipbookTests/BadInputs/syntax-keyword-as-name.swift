// expect: exit 2 at 6:24 "keyword 'class' cannot be used as an identifier here"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var class = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
