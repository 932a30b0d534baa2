// expect: exit 2 at 9:39 "a value grew beyond"
// run: render --duration 1
// Every Int, as an array: more elements than an Int counts (Range.count would trap).

import SwiftUI

struct EveryInt: View {
    var body: some View {
        let all = (Int.min...Int.max).map { $0 }
        Text("\(all.count)")
    }
}

#Preview { EveryInt() }
