// A `GeometryReader` sets a `@State` from its frame in the body itself (`let _ =` runs a
// method there), in `withAnimation`:
// SwiftUI warns and makes the change, which updates the views again. The label starts "Full"
// and changes to "Compact" at t = 0 in a transaction of its own, with the block's animation;
// setting `compact` again to the value it holds changes nothing.
import SwiftUI
struct Header: View {
    @State private var compact = false
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 120)
            GeometryReader { proxy in
                let minY = proxy.frame(in: .global).minY
                let _ = compactIfScrolled(minY)
                Text(compact ? "Compact" : "Full")
                    .font(compact ? .body : .largeTitle)
            }
        }
    }

    private func compactIfScrolled(_ minY: CGFloat) {
        if minY > 100 {
            withAnimation(.easeInOut(duration: 0.5)) { compact = true }
        }
    }
}
#Preview { Header() }
