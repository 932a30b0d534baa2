// expect: exit 2 at 9:12 "view 'V' has no 'var body: some View'"
// run: render --duration 1
import SwiftUI

struct V: View {
    var n = 0
}

#Preview { V() }
