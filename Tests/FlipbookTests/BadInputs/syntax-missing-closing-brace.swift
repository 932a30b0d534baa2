// expect: exit 2 at 9:17 "expected '}' to end variable"
// run: render --duration 1
import SwiftUI

struct V: View {
    var body: some View {
        Text("a")

#Preview { V() }
