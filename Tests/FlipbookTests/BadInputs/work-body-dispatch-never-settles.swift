// expect: exit 2 at 10:40 "the scene keeps changing state at t = 0 s without settling"
// run: render --duration 1
// A body hands the main queue work that changes what the body shows: every update runs it
// again, as it would in SwiftUI, without end.
import SwiftUI
struct Counter: View {
    @State private var count = 0
    var body: some View {
        GeometryReader { proxy -> Text in
            DispatchQueue.main.async { count += 1 }
            return Text("\(count)")
        }
    }
}
#Preview { Counter() }
