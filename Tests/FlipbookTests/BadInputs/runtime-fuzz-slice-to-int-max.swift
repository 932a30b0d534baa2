// expect: exit 2 at 15:24 "range 1..<9223372036854775807 is out of bounds for a collection of 3"
// run: render --duration 1
import SwiftUI

// Found by the fuzzer: a closed range up to Int.max as a slice of an array. Counting its end
// past the last index overflowed and trapped the process; it is an out-of-bounds slice.
struct ProfileLoader: View {
    @State private var name = "…"

    var body: some View {
        Text(name)
            .task {
                let names = ["Ada", "Grace", "Linus"]
                let first = 1
                name = names[first...Int.max].joined()
            }
    }
}

#Preview { ProfileLoader() }
