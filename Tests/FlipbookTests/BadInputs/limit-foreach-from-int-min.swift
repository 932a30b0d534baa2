// expect: exit 2 at 10:21 "a value grew beyond"
// run: render --duration 1
// Found by the fuzzer (a crash): counting Int.min...5 overflowed an Int, which traps.

import SwiftUI

struct FromIntMin: View {
    var body: some View {
        VStack {
            ForEach(Int.min...5) { i in
                Text("\(i)")
            }
        }
    }
}

#Preview { FromIntMin() }
