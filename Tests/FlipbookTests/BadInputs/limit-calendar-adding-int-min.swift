// expect: exit 2 at 8:36 "date(byAdding:value:to:): -9223372036854775808 is too far"
// run: render --duration 1
import SwiftUI

// Found by the fuzzer: abs(Int.min) trapped while the amount was checked.
struct V: View {
    var body: some View {
        let day = Calendar.current.date(byAdding: .day, value: Int.min, to: Date())
        Text("\(day == nil)")
    }
}

#Preview(traits: .fixedLayout(width: 40, height: 40)) { V() }
