// expect: exit 2 at 8:9 "a local type with the name of another type is not supported by Flipbook yet"
// run: render --duration 1
// Valid Swift: two functions may each declare a local type Row. Flipbook declares local types
// at the file's top level, so it cannot tell these apart, and says so.
import SwiftUI

func first() -> some View {
        struct Row: View { var body: some View { Text("A") } }
        return Row()
}

func second() -> some View {
        struct Row: View { var body: some View { Text("B") } }
        return Row()
}

struct V: View {
    var body: some View { VStack { first(); second() } }
}
#Preview { V() }
