// expect: exit 2 at 1:1 "the file has no #Preview; add one, for example #Preview { A() } (views that need no arguments: A, B)"
// run: render --duration 1
import SwiftUI

struct A: View {
    var body: some View { Text("a") }
}

struct B: View {
    @State private var on = false
    var body: some View { Text(on ? "b" : "B") }
}
