// expect: exit 2 at 8:13 "invalid redeclaration of 'width'"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        let width = 10.0
        let width = 20.0
        Rectangle().frame(width: width, height: 10)
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
