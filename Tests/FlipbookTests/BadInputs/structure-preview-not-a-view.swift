// expect: exit 2 at 12:12 "expected a view, found a value of type Int"
// run: render --duration 1
import SwiftUI

struct V: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
    }
}

#Preview { 42 }
