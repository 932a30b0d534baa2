// expect: exit 2 at 14:17 "type '()' cannot conform to 'View'"
// run: render --duration 1
// Found by the fuzzer (a slow unit): a statement that makes no view, in a view builder, appended
// to the array the builder shows, so every update made a bigger tree and changed state again.
// Swift rejects it (ViewBuilder builds only views); it is now an error at the statement.
import SwiftUI
struct Jar: View {
    @State private var treats = ["Biscuit", "Jerky"]
    var body: some View {
        VStack {
            ForEach(treats, id: \.self) { treat in
                Text(treat)
            }
                treats.append("Biscuit")
        }
    }
}
#Preview { Jar() }
