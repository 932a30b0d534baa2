// expect: exit 2 at 1:1 "the file has no #Preview; add one, for example #Preview { MyScene() }"
// run: render --duration 1
import SwiftUI

struct V: View {
    let n: Int
    var body: some View {
        Text("\(n)")
    }
}
