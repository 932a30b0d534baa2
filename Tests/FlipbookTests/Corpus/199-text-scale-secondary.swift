// `.textScale(.secondary)` draws a unit smaller than the number beside it (34 points to 30, the
// body-to-subheadline step); `isEnabled: false` leaves the size as it is.
import SwiftUI
struct V: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("42")
            Text("km").textScale(.secondary)
            Text("off").textScale(.secondary, isEnabled: false)
        }.font(.largeTitle)
    }
}
#Preview { V() }
